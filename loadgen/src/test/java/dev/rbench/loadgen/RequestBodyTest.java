package dev.rbench.loadgen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** The CRUD routes need other methods than GET, with a JSON body: every request carries the same bytes. */
class RequestBodyTest {

    @Test
    void postsTheSameBodyInEveryRequest() throws Exception {
        List<String> seen = new CopyOnWriteArrayList<>();
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 100);
        server.createContext("/", exchange -> {
            try (exchange) {
                String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
                seen.add(exchange.getRequestMethod() + " " + exchange.getRequestHeaders().getFirst("content-type") + " " + body);
                exchange.sendResponseHeaders(201, -1);
            }
        });
        server.start();
        String json = "{\"name\":\"alpha\",\"payload\":\"ü\"}";
        try (var generator = new LoadGenerator(new LoadOptions(Duration.ofSeconds(5), Duration.ofSeconds(5), 1))) {
            StepResult r = generator.run(URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/entities"),
                    "POST", json.getBytes(StandardCharsets.UTF_8), new Burst(5, Duration.ZERO), null);
            assertThat(r.ok()).isEqualTo(5);
        } finally {
            server.stop(0);
        }
        assertThat(seen).hasSize(5).allMatch(s -> s.equals("POST application/json " + json));
    }

    @Test
    void onlyKnownMethods() {
        HttpTarget get = HttpTarget.parse(URI.create("http://127.0.0.1:1/x"));
        assertThatThrownBy(() -> get.with("TRACE", new byte[0])).hasMessageContaining("method must be one of");
        String encoded = new String(Step.encodeRequest(get.with("PUT", "{}".getBytes(StandardCharsets.UTF_8))), StandardCharsets.ISO_8859_1);
        assertThat(encoded).startsWith("PUT /x HTTP/1.1\r\n").contains("content-length: 2\r\n").endsWith("\r\n\r\n{}");
    }

    @Test
    void aGetCarriesTheRequestLineAndHostOnlyAsWrkSendsIt() {
        HttpTarget get = HttpTarget.parse(URI.create("http://127.0.0.1:8080/delay/5?x=1"));
        assertThat(new String(Step.encodeRequest(get), StandardCharsets.ISO_8859_1))
                .isEqualTo("GET /delay/5?x=1 HTTP/1.1\r\nhost: 127.0.0.1:8080\r\n\r\n");
    }
}
