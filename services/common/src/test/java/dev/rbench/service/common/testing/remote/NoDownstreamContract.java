package dev.rbench.service.common.testing.remote;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.service.common.testing.Json;
import dev.rbench.service.common.testing.ServiceHttpClient;
import dev.rbench.service.common.testing.ServiceHttpClient.Reply;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

/** A service started without {@code --rbench.downstream.url}: /remote says how to configure it. */
public abstract class NoDownstreamContract {

    // Each subclass is a @SpringBootTest on a random port; the port is injected here, once for all.
    @LocalServerPort
    private int port;

    /** The port the service under test listens on. */
    protected int port() {
        return port;
    }

    @Test
    void remoteIs503WithTheMissingArgument() {
        Reply reply = new ServiceHttpClient(port()).get("/remote?ms=10");

        assertThat(Json.answer(reply, 503)).isEqualTo(
                Map.of("error", "no downstream configured: start with --rbench.downstream.url"));
    }

    @Test
    void infoHasNoDownstream() {
        assertThat(Json.object(new ServiceHttpClient(port()).get("/info").body())).doesNotContainKey("downstream");
    }
}
