package dev.rbench.service.blocking;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.service.common.testing.Json;
import dev.rbench.service.common.testing.ServiceHttpClient.Burst;
import dev.rbench.service.common.testing.ServiceTest;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** {@code --rbench.server-threads} really bounds Tomcat's platform worker pool; {@code --rbench.max-connections} reaches its connector. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT,
        properties = {"rbench.threads=platform", "rbench.server-threads=4", "rbench.max-connections=12345"})
class PlatformWorkerPoolTest extends ServiceTest {

    @Test
    void infoReportsTheConfiguredPoolOnPlatformThreads() {
        Map<String, Object> info = Json.object(http.get("/info").body());
        assertThat(info).containsEntry("stack", "blocking")
                .containsEntry("serverThreads", 4)
                // As the running connector holds it, not as the property said.
                .containsEntry("maxConnections", 12345)
                .containsEntry("virtualThreads", false)
                .containsEntry("handlerThreadVirtual", false);
    }

    @Test
    void fourWorkersServeEightSleepsInTwoWaves() {
        Burst burst = http.burst(8, "/delay/300");

        assertThat(burst.replies()).allSatisfy(r -> assertThat(r.status()).isEqualTo(200));
        // 8 requests, 4 threads, 300 ms each: the second four wait for a free worker.
        assertThat(burst.total()).isGreaterThanOrEqualTo(Duration.ofMillis(600));
    }
}
