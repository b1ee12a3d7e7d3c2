package dev.rbench.service.reactive.remote;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import dev.rbench.service.common.testing.ServiceHttpClient.Reply;
import dev.rbench.service.common.testing.remote.RemoteContract;
import dev.rbench.service.reactive.BlockHoundInstaller;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * /remote with WebClient on 3 event loops, against the real downstream, with BlockHound watching
 * every contract test: a blocking call on an event loop throws there, so it would turn a relayed
 * 200 (or an expected 502/504) into a different answer and fail the test that caused it.
 * BlockHoundTest's control experiment shows this installation does detect blocking.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "rbench.event-loops=3")
class ReactiveRemoteTest extends RemoteContract {

    @LocalServerPort
    int port;

    @Override
    protected int port() {
        return port;
    }

    @Override
    protected String stack() {
        return "reactive";
    }

    @BeforeAll
    static void blockHound() {
        BlockHoundInstaller.install();
    }

    @Test
    void tenConcurrentRemoteCallsBlockNothing() {
        String expected = downstream.http().get("/work?ms=20").body();
        // Queued on the pool of 2: five waves of 20 ms, well inside the pending-acquire timeout.
        List<Reply> replies = http.concurrently(10, "/remote?ms=20");

        assertThat(replies).allSatisfy(r -> {
            assertThat(r.status()).isEqualTo(200);
            assertThat(r.body()).isEqualTo(expected);
        });
    }
}
