package dev.rbench.service.downstream;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.service.common.testing.Json;
import dev.rbench.service.common.testing.ServiceHttpClient.Burst;
import dev.rbench.service.common.testing.ServiceHttpClient.Reply;
import dev.rbench.service.common.testing.ServiceTest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** The downstream's contract over a real socket. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
class WorkRouteTest extends ServiceTest {

    @Test
    void workAnswersAfterTheDelayWithTenRecords() {
        Reply reply = http.get("/work?ms=200");

        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.contentType()).startsWith("application/json");
        assertThat(reply.elapsed()).isGreaterThanOrEqualTo(Duration.ofMillis(200));
        Map<String, Object> body = Json.object(reply.body());
        assertThat(body).containsEntry("ms", 200);
        assertThat((List<?>) body.get("records")).hasSize(10)
                .first().isEqualTo(Map.of("id", 1, "name", "record-1"));
    }

    @Test
    void theBodyIsTheSameForTheSameDelay() {
        assertThat(http.get("/work?ms=0").body()).isEqualTo(http.get("/work?ms=0").body())
                .startsWith("{\"ms\":0,\"records\":[{\"id\":1,\"name\":\"record-1\"}");
    }

    @ParameterizedTest
    @ValueSource(strings = {"ms=abc", "ms=-1", "ms=60001", "ms=1.5", ""})
    void invalidMsIs400Json(String query) {
        Reply reply = http.get("/work?" + query);

        assertThat(Json.answer(reply, 400))
                .containsEntry("error", "ms must be an integer between 0 and 60000")
                .containsEntry("parameter", "ms");
    }

    /** What Reactor Netty refuses before WebFlux runs (a 10,000-character query, a bad escape) still carries a JSON reason. */
    @Test
    void theServersOwnRefusalsCarryAJsonReason() throws Exception {
        for (String target : List.of("/work?ms=" + "1".repeat(10_000), "/work%zz?ms=1")) {
            String answer = dev.rbench.service.common.testing.RawHttp.exchange(port,
                    "GET " + target + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
            assertThat(dev.rbench.service.common.testing.RawHttp.status(answer)).isBetween(400, 499);
            assertThat(dev.rbench.service.common.testing.RawHttp.isJsonWithError(answer))
                    .as(dev.rbench.service.common.testing.RawHttp.head(answer)).isTrue();
        }
        assertThat(http.get("/work?ms=0").status()).isEqualTo(200);
    }

    @Test
    void anInjectedFaultSlowsWorkDownAndFailsItsShareUntilHealed() {
        try {
            assertThat(http.send("POST", "/fault?extraMs=300&errorRate=0", null).status()).isEqualTo(200);
            Reply slow = http.get("/work?ms=0");
            assertThat(slow.status()).isEqualTo(200);
            assertThat(slow.elapsed()).isGreaterThanOrEqualTo(Duration.ofMillis(300));

            assertThat(http.send("POST", "/fault?extraMs=0&errorRate=1", null).status()).isEqualTo(200);
            assertThat(Json.answer(http.get("/work?ms=0"), 503)).containsKey("error");

            assertThat(http.send("POST", "/fault?extraMs=-1", null).status()).isEqualTo(400);
            assertThat(http.send("POST", "/fault?errorRate=2", null).status()).isEqualTo(400);
        } finally {
            assertThat(http.send("DELETE", "/fault", null).status()).isEqualTo(200);
        }
        assertThat(http.get("/work?ms=0").status()).isEqualTo(200);
    }

    /**
     * Two requests in one write, the first answered from a timer and the second at once, then a third on the same
     * connection: Reactor Netty queues the second behind the first and, answering it synchronously, can leave the
     * connection unread (ReadAfterResponse), so that the third would never be answered. A client that sends its next
     * request the moment it has an answer meets the same (the fault test's POSTs after a /work did, now and then).
     */
    @Test
    void aConnectionIsReadAgainAfterAQueuedRequestIsAnsweredAtOnce() throws Exception {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            // Only against a hang: each answer comes in milliseconds, or never.
            socket.setSoTimeout(30_000);
            OutputStream out = socket.getOutputStream();
            InputStream in = socket.getInputStream();
            out.write("GET /work?ms=50 HTTP/1.1\r\nHost: x\r\n\r\nGET /ready HTTP/1.1\r\nHost: x\r\n\r\n"
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            assertThat(response(in)).startsWith("HTTP/1.1 200").contains("\"ms\":50");
            assertThat(response(in)).startsWith("HTTP/1.1 200").contains("ready");

            out.write("GET /ready HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            assertThat(response(in)).startsWith("HTTP/1.1 200").contains("ready");
        }
    }

    /** One response of a kept-alive connection: its head and its Content-Length's worth of body. */
    private static String response(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.US_ASCII).endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("connection closed after: " + head.toString(StandardCharsets.US_ASCII));
            }
            head.write(b);
        }
        String text = head.toString(StandardCharsets.US_ASCII);
        int length = text.lines().filter(l -> l.toLowerCase(java.util.Locale.ROOT).startsWith("content-length:"))
                .mapToInt(l -> Integer.parseInt(l.substring("content-length:".length()).trim())).findFirst().orElseThrow();
        return text + new String(in.readNBytes(length), StandardCharsets.US_ASCII);
    }

    @Test
    void statsCountsAnsweredWorkOnly() {
        long before = served();
        List<Reply> replies = http.concurrently(20, "/work?ms=100");
        http.get("/work?ms=bad");

        assertThat(replies).allSatisfy(r -> assertThat(r.status()).isEqualTo(200));
        assertThat(served() - before).isEqualTo(20);
    }

    @Test
    void manySlowCallsWaitAtOnce() {
        Burst burst = http.burst(100, "/work?ms=2000");

        assertThat(burst.replies()).allSatisfy(r -> assertThat(r.status()).isEqualTo(200));
        // Timers, not threads: 100 waits overlap. One after another they would take 200 s, ten at a time 20 s; the
        // sending and answering around the one wait took under 4 s on a 2-core machine loaded 10 times over.
        assertThat(burst.total()).isLessThan(Duration.ofSeconds(20));
    }

    @Test
    void aCallerThatHangsUpIsNotCounted() throws Exception {
        long before = served();
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            OutputStream out = socket.getOutputStream();
            out.write("GET /work?ms=700 HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            Thread.sleep(100);
        }
        // Past the 700 ms: had the timer not been cancelled with the connection, it would count.
        Thread.sleep(1200);
        assertThat(served()).isEqualTo(before);
    }

    @Test
    void ready() {
        assertThat(Json.object(http.get("/ready").body())).isEqualTo(Map.of("status", "ready", "stack", "downstream"));
    }

    private long served() {
        return ((Number) Json.object(http.get("/stats").body()).get("served")).longValue();
    }
}
