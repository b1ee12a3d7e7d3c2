package dev.rbench.service.common.testing.remote;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.remote.DownstreamSettings;
import dev.rbench.service.common.testing.Json;
import dev.rbench.service.common.testing.ServiceHttpClient;
import dev.rbench.service.common.testing.ServiceHttpClient.Reply;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * {@code /remote} with a downstream URL where nothing listens: the connection is refused, which
 * must become a 502 at once, not after the (default, 10 s) timeout.
 */
public abstract class RemoteFailureContract {

    // Each subclass is a @SpringBootTest on a random port; the port is injected here, once for all.
    @LocalServerPort
    private int port;

    /** The port the service under test listens on. */
    protected int port() {
        return port;
    }

    @DynamicPropertySource
    static void refusingDownstream(DynamicPropertyRegistry registry) {
        registry.add(ServiceProperty.DOWNSTREAM_URL, () -> "http://127.0.0.1:" + closedPort());
    }

    @Test
    void refusedConnectionIs502Quickly() {
        Reply reply = new ServiceHttpClient(port()).get("/remote?ms=10");

        assertThat(reply.status()).isEqualTo(502);
        assertThat(reply.contentType()).startsWith("application/json");
        assertThat((String) Json.object(reply.body()).get("error")).startsWith("downstream unreachable: ");
        assertThat(reply.elapsed()).isLessThan(Duration.ofMillis(DownstreamSettings.DEFAULT_TIMEOUT_MS / 4));
    }

    /** A loopback port that was free a moment ago: nothing listens there, so connecting is refused. */
    private static int closedPort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
