package dev.rbench.service.reactive.remote;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.service.common.testing.ServiceHttpClient.Reply;
import dev.rbench.service.common.testing.remote.RemoteContract;
import dev.rbench.service.reactive.NoBlockingCalls;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/**
 * /remote with WebClient on 3 event loops, against the real downstream, with BlockHound watching
 * every contract test (the 200s, the 400, the 504 and the pool queue): any blocking call on a
 * non-blocking thread fails the test during which it happened.
 */
@ExtendWith(NoBlockingCalls.class)
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "rbench.event-loops=3")
class ReactiveRemoteTest extends RemoteContract {

    @Override
    protected String stack() {
        return "reactive";
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
