package dev.rbench.service.common.testing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.protocol.ActivitySnapshot;
import dev.rbench.protocol.ServiceInfo;
import dev.rbench.service.common.testing.ServiceHttpClient.Reply;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The route contract every stack must keep, run over a real socket against each service: one
 * suite, so the stacks cannot drift apart. A service's test extends it and adds what is its own.
 */
public abstract class RouteContract extends ServiceTest {

    /** The stack name the service must report. */
    protected abstract String stack();

    /**
     * Issue 20's bad input: a few hundred malformed segments on each route, sent as raw bytes (so
     * escapes arrive as written), each must get a 4xx with a JSON reason — never a 5xx, never a hang
     * — and the service must still be ready afterwards. Seeded: a failure names its input.
     */
    @Test
    void badInputOnEveryRouteIsA4xxWithAJsonReasonAndTheServiceStaysUp() throws Exception {
        java.util.List<String> failures = new java.util.ArrayList<>();
        for (String route : java.util.List.of("/delay/%s", "/delay/%s/native-callback", "/cpu/%s")) {
            for (String bad : BadInput.segments(20_261_124L, 60)) {
                String path = route.formatted(bad);
                String answer = RawHttp.exchange(port, "GET " + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
                int status = RawHttp.status(answer);
                if (status < 400 && status != 200 && status != 404 || status >= 500 || status >= 400 && !RawHttp.isJsonWithError(answer)) {
                    failures.add(status + " for GET " + (path.length() > 80 ? path.substring(0, 80) + "…" : path)
                            + ": " + RawHttp.head(answer));
                }
            }
        }
        assertThat(failures).isEmpty();
        assertThat(http.get("/ready").status()).isEqualTo(200);
    }

    /**
     * What the web server refuses before the framework runs — a request line longer than its decoder takes, headers
     * too large, a path whose escapes do not decode — is a 4xx with a JSON reason too, and the service stays up.
     */
    @Test
    void theServersOwnRefusalsCarryAJsonReason() throws Exception {
        java.util.List<String> requests = java.util.List.of(
                "GET /delay/" + "9".repeat(10_000) + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                "GET /delay/1 HTTP/1.1\r\nHost: x\r\nX-Big: " + "y".repeat(20_000) + "\r\nConnection: close\r\n\r\n",
                "GET /delay/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                "GET /delay/1%E HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        for (String request : requests) {
            String answer = RawHttp.exchange(port, request);
            assertThat(RawHttp.status(answer)).as(request.substring(0, 30)).isBetween(400, 499);
            assertThat(RawHttp.isJsonWithError(answer)).as(RawHttp.head(answer)).isTrue();
        }
        assertThat(http.get("/ready").status()).isEqualTo(200);
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
    void theNativeCallbackDelayWaitsInsideQsortsComparatorAndAnswersAsTheDelay() {
        Reply reply = http.get("/delay/50/native-callback");
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.body()).isEqualTo("delayed 50 ms");
        assertThat(reply.elapsed()).isGreaterThanOrEqualTo(Duration.ofMillis(50));
        assertThat(http.get("/delay/x/native-callback").status()).as("the same rule as /delay").isEqualTo(400);
    }

    @Test
    void theMoviesRouteSerialisesTheCacheThenWaits() {
        Reply reply = http.get("/delay/50/movies");
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.contentType()).startsWith("application/json");
        assertThat(reply.body()).isEqualTo(new String(dev.rbench.service.common.MovieCache.json(), java.nio.charset.StandardCharsets.UTF_8))
                .startsWith("[{\"id\":1,\"title\":\"Movie number 1\"");
        assertThat(reply.elapsed()).isGreaterThanOrEqualTo(java.time.Duration.ofMillis(50));
        assertThat(http.get("/delay/x/movies").status()).isEqualTo(400);
    }

    @Test
    void delayZeroIsAccepted() {
        assertThat(http.get("/delay/0").body()).isEqualTo("delayed 0 ms");
    }

    @ParameterizedTest
    @ValueSource(strings = {"abc", "-1", "60001", "99999999999999999999", "1.5"})
    void invalidDelayIs400JsonEchoingTheValue(String value) {
        Reply reply = http.get("/delay/" + value);
        assertThat(Json.answer(reply, 400)).containsExactlyInAnyOrderEntriesOf(Map.of(
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
    void activityCountsTheRequestsInsideWhileTheyWaitAndNotItself() throws Exception {
        // A request is counted out just after its answer is sent: earlier tests' last ones may be leaving still.
        ActivitySnapshot idle = activityOnceInServiceIs(0);
        assertThat(idle.inService()).isZero();
        var waiting = java.util.stream.IntStream.range(0, 3).mapToObj(i -> http.getAsync("/delay/1500")).toList();
        ActivitySnapshot during = idle;
        for (long deadline = System.nanoTime() + 1_000_000_000L; System.nanoTime() < deadline && during.inService() < 3; ) {
            Thread.sleep(20);
            during = activity();
        }
        assertThat(during.inService()).isEqualTo(3);
        workersWhileThreeWait(during);
        // the same figures on the side port /info names, served by a thread of its own
        Integer port = info().activityPort();
        assertThat(port).isNotNull();
        var side = java.net.http.HttpClient.newHttpClient().send(java.net.http.HttpRequest.newBuilder(
                java.net.URI.create("http://127.0.0.1:" + port + "/activity")).build(), java.net.http.HttpResponse.BodyHandlers.ofString());
        assertThat(side.statusCode()).isEqualTo(200);
        assertThat(ProtocolShape.read(side.body(), ActivitySnapshot.class).inService()).isEqualTo(3);
        waiting.forEach(java.util.concurrent.CompletableFuture::join);
        assertThat(activityOnceInServiceIs(0).inService()).isZero();
    }

    private ActivitySnapshot activityOnceInServiceIs(long expected) throws InterruptedException {
        ActivitySnapshot now = activity();
        for (long deadline = System.nanoTime() + 1_000_000_000L; System.nanoTime() < deadline && now.inService() != expected; ) {
            Thread.sleep(20);
            now = activity();
        }
        return now;
    }

    private ActivitySnapshot activity() {
        return ProtocolShape.read(http.get("/activity").body(), ActivitySnapshot.class);
    }

    /** What the stack's own workers show while three requests wait (Tomcat's busy threads, the event loops' CPU). */
    protected abstract void workersWhileThreeWait(ActivitySnapshot during);

    @Test
    void infoIsTheProtocolsRecord() {
        ServiceInfo info = info();
        assertThat(info.stack()).isEqualTo(stack());
        assertThat(info.pid()).isEqualTo(ProcessHandle.current().pid());
        assertThat(info.acceptBacklog()).isPositive();
        assertThat(info.handlerThread()).isNotBlank();
    }

    @Test
    void cpuRouteDoesItsFixedWorkOnTheRequestThread() {
        Reply reply = http.get("/cpu/10");
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.contentType()).startsWith("text/plain");
        assertThat(reply.body()).isEqualTo(dev.rbench.service.common.CpuWork.run("10"));
        assertThat(Json.answer(http.get("/cpu/0"), 400)).containsEntry("error", "rounds must be an integer between 1 and 1000000");
    }

    @Test
    void infoReportsTheJvmsErgonomics() {
        ServiceInfo.JvmInfo jvm = info().jvm();
        assertThat(jvm.availableProcessors()).isEqualTo(Runtime.getRuntime().availableProcessors());
        assertThat(jvm.virtualThreadParallelism()).isEqualTo(Runtime.getRuntime().availableProcessors());
        assertThat(jvm.memoryMb()).isPositive();
        assertThat(jvm.gc()).isNotBlank();
    }

    @Test
    void ready() {
        Reply reply = http.get("/ready");
        assertThat(Json.answer(reply, 200)).containsExactlyInAnyOrderEntriesOf(
                Map.of("status", "ready", "stack", stack()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"GET /documents/1", "GET /documents/1/fanout?calls=1", "GET /entities",
            "GET /entities/e1", "GET /entities/query?name=n", "POST /entities", "POST /entities/many",
            "PUT /entities", "PUT /entities/many", "DELETE /entities/e1", "GET /pool", "POST /pool/reset"})
    void mongoRoutesWithoutADatabaseAre503(String route) {
        String[] request = route.split(" ");
        Reply reply = http.send(request[0], request[1], "POST".equals(request[0]) ? "{}" : null);
        assertThat(Json.answer(reply, 503)).containsExactly(
                Map.entry("error", "no database configured: start with --rbench.mongo.uri"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"mongo|--rbench.mongo.uri", "postgres|--rbench.postgres.url"})
    void recordsFromAStoreThatIsNotConfiguredAre503(String storeAndArgument) {
        String[] parts = storeAndArgument.split("\\|");
        Reply reply = http.get("/records?store=" + parts[0] + "&size=1kb&count=1");
        assertThat(Json.answer(reply, 503)).containsExactly(Map.entry("error",
                "store '" + parts[0] + "' is not configured: start the service with " + parts[1]));
    }

    @Test
    void recordsParametersAreCheckedEvenWithoutAStore() {
        assertThat(http.get("/records?store=mongo&size=1kb&count=0").status()).isEqualTo(400);
    }

    @Test
    void infoHasNoMongoObjectWithoutADatabase() {
        assertThat(Json.object(http.get("/info").body())).doesNotContainKey("mongo");
    }

    @Test
    void unknownRouteIs404() {
        assertThat(http.get("/nope").status()).isEqualTo(404);
        assertThat(http.get("/delay/").status()).isEqualTo(404);
    }
}
