package dev.rbench.service.common.testing.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.service.common.testing.Json;
import dev.rbench.service.common.testing.ServiceHttpClient.Reply;
import dev.rbench.service.common.testing.ServiceTest;
import dev.rbench.service.common.testing.mongo.SilentServer;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/**
 * {@code /api} without a usable Cassandra, no node needed. Two shapes, one subclass each per stack:
 * {@link Unconfigured} (no contact point: 503 with the reason, nothing connects) and {@link Silent}
 * (a node that accepts connections and never answers, 300 ms timeout: 503/504 within a few seconds,
 * the service itself starting regardless). Each carries its {@code @SpringBootTest}; a stack's test
 * nests an empty subclass of each, which finds that stack's application.
 */
public final class CassandraFailureContract {
    public static final String TIMEOUT = "rbench.cassandra.timeout-ms=300";
    private static final Duration BOUND = Duration.ofSeconds(5);

    private CassandraFailureContract() {
    }

    @SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
    public abstract static class Unconfigured extends ServiceTest {

        @Test
        void noContactPointIs503WithTheReason() {
            Reply reply = http.get("/api/");
            assertThat(reply.status()).isEqualTo(503);
            assertThat(Json.object(reply.body()))
                    .containsEntry("error", "no database configured: start with --rbench.cassandra.contact-point");
            assertThat(Json.object(http.get("/info").body())).doesNotContainKey("cassandra");
        }
    }

    @SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = TIMEOUT)
    public abstract static class Silent extends ServiceTest {
        public static final SilentServer SILENT = new SilentServer();

        @org.springframework.test.context.DynamicPropertySource
        static void silentNode(org.springframework.test.context.DynamicPropertyRegistry registry) {
            registry.add("rbench.cassandra.contact-point", SILENT::hostPort);
        }

        @Test
        void aSilentNodeIs503Or504Quickly() {
            for (int i = 0; i < 2; i++) { // the first waits on the start-up attempt, the second starts its own
                Reply reply = http.get("/api/");
                assertThat(reply.status()).as(reply.body()).isIn(503, 504);
                assertThat(reply.contentType()).startsWith("application/json");
                assertThat((String) Json.object(reply.body()).get("error")).startsWith("database ");
                assertThat(reply.elapsed()).isLessThan(BOUND);
            }
        }
    }
}
