package dev.rbench.service.reactive;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

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

/** The route contract over a real socket, on 3 event loops. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "rbench.event-loops=3")
class ReactiveRoutesTest {

    @LocalServerPort
    int port;

    ServiceHttpClient http;

    @BeforeEach
    void client() {
        http = new ServiceHttpClient(port);
    }

    @Test
    void delayWaitsThenAnswersInPlainText() {
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
                Map.of("status", "ready", "stack", "reactive"));
    }

    @Test
    void infoReportsTheEventLoopsThatTookEffect() {
        Map<String, Object> info = Json.object(http.get("/info").body());
        assertThat(info).containsEntry("stack", "reactive")
                .containsEntry("serverThreads", null)
                .containsEntry("eventLoops", 3)
                .containsEntry("virtualThreads", false)
                .containsEntry("handlerThreadVirtual", false)
                .containsEntry("pid", (int) ProcessHandle.current().pid())
                .containsKeys("java", "maxHeapMb");
        assertThat((String) info.get("handlerThread")).startsWith("rbench-http-");
    }

    @Test
    void requestsAreHandledOnAtMostThreeLoops() {
        Set<Object> threads = http.concurrently(30, "/info").stream()
                .map(r -> Json.object(r.body()).get("handlerThread"))
                .collect(Collectors.toSet());
        assertThat(threads).isNotEmpty().hasSizeLessThanOrEqualTo(3);
    }

    @Test
    void threeLoopsHoldFiftyDelaysAtOnce() {
        long start = System.nanoTime();
        List<Reply> replies = http.concurrently(50, "/delay/300");
        Duration total = Duration.ofNanos(System.nanoTime() - start);

        assertThat(replies).allSatisfy(r -> assertThat(r.body()).isEqualTo("delayed 300 ms"));
        // Had a loop been blocked for the wait, 50 waits on 3 loops would take ~5 s; the bound
        // leaves room for a slow, shared CI machine.
        assertThat(total).isLessThan(Duration.ofMillis(2500));
    }

    @Test
    void unknownRouteIs404() {
        assertThat(http.get("/nope").status()).isEqualTo(404);
        assertThat(http.get("/delay/").status()).isEqualTo(404);
    }
}
