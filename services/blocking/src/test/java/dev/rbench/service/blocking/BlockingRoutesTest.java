package dev.rbench.service.blocking;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Map;

import dev.rbench.service.common.testing.Json;
import dev.rbench.service.common.testing.ServiceHttpClient;
import dev.rbench.service.common.testing.ServiceHttpClient.Reply;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

/** The route contract over a real socket, with the defaults (platform threads, 200 workers). */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
class BlockingRoutesTest {

    @LocalServerPort
    int port;

    ServiceHttpClient http;

    @BeforeEach
    void client() {
        http = new ServiceHttpClient(port);
    }

    @Test
    void delaySleepsThenAnswersInPlainText() {
        Reply reply = http.get("/delay/50");
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.contentType()).startsWith("text/plain");
        assertThat(reply.body()).isEqualTo("delayed 50 ms");
        assertThat(reply.elapsed()).isGreaterThanOrEqualTo(Duration.ofMillis(50));
    }

    @Test
    void delayZeroIsAccepted() {
        assertThat(http.get("/delay/0").body()).isEqualTo("delayed 0 ms");
    }

    @ParameterizedTest
    @ValueSource(strings = {"abc", "-1", "60001", "99999999999999999999", "1.5"})
    void invalidDelayIs400JsonEchoingTheValue(String value) {
        Reply reply = http.get("/delay/" + value);
        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.contentType()).startsWith("application/json");
        assertThat(Json.object(reply.body())).containsExactlyInAnyOrderEntriesOf(Map.of(
                "error", "ms must be an integer between 0 and 60000",
                "parameter", "ms",
                "value", value));
    }

    @Test
    void echoedValueIsJsonEscaped() {
        // %22 is a double quote, %7B a brace: must come back inside a valid JSON string.
        Reply reply = http.get("/delay/a%22b%7Bc");
        assertThat(reply.status()).isEqualTo(400);
        assertThat(Json.object(reply.body())).containsEntry("value", "a\"b{c");
    }

    @Test
    void ready() {
        Reply reply = http.get("/ready");
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.contentType()).startsWith("application/json");
        assertThat(Json.object(reply.body())).containsExactlyInAnyOrderEntriesOf(
                Map.of("status", "ready", "stack", "blocking"));
    }

    @Test
    void infoReportsDefaultsMeasuredInside() {
        Map<String, Object> info = Json.object(http.get("/info").body());
        assertThat(info).containsEntry("stack", "blocking")
                .containsEntry("serverThreads", 200)
                .containsEntry("eventLoops", null)
                .containsEntry("virtualThreads", false)
                .containsEntry("handlerThreadVirtual", false)
                .containsEntry("java", Runtime.version().toString())
                .containsEntry("pid", (int) ProcessHandle.current().pid())
                .containsKeys("handlerThread", "maxHeapMb");
        assertThat((String) info.get("handlerThread")).startsWith("http-nio-");
    }

    @Test
    void unknownRouteIs404() {
        assertThat(http.get("/nope").status()).isEqualTo(404);
        assertThat(http.get("/delay/").status()).isEqualTo(404);
    }
}
