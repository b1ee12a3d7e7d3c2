package dev.rbench.service.common.testing.remote;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.protocol.ServiceInfo.DownstreamInfo;
import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.testing.Json;
import dev.rbench.service.common.testing.ServiceHttpClient.Burst;
import dev.rbench.service.common.testing.ServiceHttpClient.Reply;
import dev.rbench.service.common.testing.ServiceTest;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The {@code /remote} contract every stack keeps, against the real downstream process: the same
 * suite for blocking, virtual and reactive, so their clients cannot differ in what they relay,
 * how they fail, or how many connections they open. Subclasses are {@code @SpringBootTest}s.
 */
public abstract class RemoteContract extends ServiceTest {
    protected static final int POOL_SIZE = 2;
    // Well above the pool test's longest wait for a connection (two waves, 600 ms), which counts
    // against the timeout too, so a slow machine does not turn a queued call into a 504.
    protected static final int TIMEOUT_MS = 2000;

    protected DownstreamProcess downstream;

    /** The stack the service must report: blocking, virtual or reactive. */
    protected abstract String stack();

    @DynamicPropertySource
    static void downstreamProperties(DynamicPropertyRegistry registry) {
        registry.add(ServiceProperty.DOWNSTREAM_URL, () -> DownstreamProcess.shared().url());
        registry.add(ServiceProperty.DOWNSTREAM_POOL_SIZE, () -> POOL_SIZE);
        registry.add(ServiceProperty.DOWNSTREAM_TIMEOUT_MS, () -> TIMEOUT_MS);
    }

    @BeforeEach
    void clients() {
        downstream = DownstreamProcess.shared();
    }

    @Test
    void relaysTheDownstreamBodyUnchanged() {
        Reply direct = downstream.http().get("/work?ms=50");
        Reply relayed = http.get("/remote?ms=50");

        assertThat(relayed.status()).isEqualTo(200);
        assertThat(relayed.contentType()).startsWith("application/json");
        assertThat(relayed.body()).isEqualTo(direct.body());
        assertThat(relayed.elapsed()).isGreaterThanOrEqualTo(Duration.ofMillis(50));
        assertThat(Json.object(relayed.body())).containsEntry("ms", 50);
    }

    @Test
    void eachRemoteCallIsExactlyOneDownstreamCall() {
        long before = downstream.served();
        List<Reply> replies = http.concurrently(5, "/remote?ms=20");
        assertThat(replies).allSatisfy(r -> assertThat(r.status()).isEqualTo(200));
        assertThat(downstream.served() - before).isEqualTo(5);
    }

    @Test
    void invalidMsIs400AndCallsNothing() {
        long before = downstream.served();
        Reply reply = http.get("/remote?ms=abc");

        assertThat(reply.status()).isEqualTo(400);
        assertThat(Json.object(reply.body())).containsExactlyInAnyOrderEntriesOf(Map.of(
                "error", "ms must be an integer between 0 and 60000", "parameter", "ms", "value", "abc"));
        assertThat(http.get("/remote?ms=60001").status()).isEqualTo(400);
        assertThat(http.get("/remote").status()).isEqualTo(400);
        assertThat(downstream.served()).isEqualTo(before);
    }

    @Test
    void aDownstreamSlowerThanTheTimeoutIs504WithinTheTimeout() {
        Reply reply = http.get("/remote?ms=10000");

        assertThat(reply.status()).isEqualTo(504);
        assertThat(reply.contentType()).startsWith("application/json");
        assertThat((String) Json.object(reply.body()).get("error"))
                .startsWith("downstream did not answer within " + TIMEOUT_MS + " ms");
        // Lower bound: the timeout was waited for; upper bound generous for a shared machine, but
        // far below the 10 s the downstream would have taken.
        assertThat(reply.elapsed()).isGreaterThanOrEqualTo(Duration.ofMillis(TIMEOUT_MS - 50))
                .isLessThan(Duration.ofMillis(TIMEOUT_MS + 3000));
    }

    @Test
    void thePoolBoundsConcurrentDownstreamCalls() {
        Burst burst = http.burst(6, "/remote?ms=300");

        assertThat(burst.replies()).allSatisfy(r -> assertThat(r.status()).isEqualTo(200));
        // 6 calls, 2 connections, 300 ms each: three waves. A lower bound only; without the pool
        // limit all six would overlap and finish in about 300 ms.
        assertThat(burst.total()).isGreaterThanOrEqualTo(Duration.ofMillis(3 * 300));
    }

    @Test
    void infoReportsTheStackAndTheDownstreamClient() {
        Map<String, Object> info = Json.object(http.get("/info").body());
        assertThat(info).containsEntry("stack", stack())
                // The thread /info ran on is the kind /remote's client waits on.
                .containsEntry("handlerThreadVirtual", stack().startsWith("virtual"))
                .containsEntry("downstream", Map.of("poolSize", POOL_SIZE, "timeoutMs", TIMEOUT_MS));
        assertThat(info().downstream())
                .isEqualTo(new DownstreamInfo(POOL_SIZE, TIMEOUT_MS));
    }
}
