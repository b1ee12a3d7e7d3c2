package dev.rbench.service.blocking;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

/** What Tomcat rejects before our code runs still answers a 4xx with a JSON reason (issue 20's bad input). */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
class TomcatRejectionsTest {

    @LocalServerPort
    int port;

    @ParameterizedTest
    @ValueSource(strings = {"nul", "bigHeader", "badEscape"})
    void aRequestTomcatRejectsGetsJson(String kind) throws IOException {
        String request = switch (kind) {
            case "nul" -> "GET /delay/%00 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
            case "bigHeader" -> "GET /delay/1 HTTP/1.1\r\nHost: x\r\nX-Big: " + "a".repeat(20_000) + "\r\nConnection: close\r\n\r\n";
            default -> "GET /delay/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
        };
        String answer = exchange(request);
        assertThat(answer).startsWith("HTTP/1.1 4");
        assertThat(answer.toLowerCase()).contains("content-type: application/json");
        assertThat(answer).containsPattern("\\{\"error\":\"[^\"]+\"");
    }

    private String exchange(String request) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
