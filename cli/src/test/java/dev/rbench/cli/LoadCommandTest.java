package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** `rbench load` against a real server on loopback, as a user would run it. */
class LoadCommandTest extends ConsoleCapture {

    private HttpServer server;
    private String url;
    private final AtomicInteger served = new AtomicInteger();

    @BeforeEach
    void start() throws Exception {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            served.incrementAndGet();
            byte[] body = "hi".getBytes();
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        url = "http://127.0.0.1:" + server.getAddress().getPort() + "/";
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    @Test
    void openRatePrintsBothViewsAndWritesResultsAndReport(@TempDir Path dir) throws Exception {
        assertThat(Main.execute("load", "--url", url, "--rate", "100", "--duration", "2s", "--connections", "4",
                "--out", dir.toString())).isZero();
        assertThat(out.toString()).contains("open rate", "requests 200, ok 200", "corrected", "uncorrected", "generator:");
        JsonNode results = JsonMapper.builder().build().readTree(Files.readString(dir.resolve("results.json")));
        JsonNode step = results.path("runs").get(0).path("steps").get(0);
        assertThat(step.path("ok").asLong()).isEqualTo(200);
        assertThat(step.path("timeline").size()).isBetween(2, 4);
        assertThat(step.path("generator").has("saturated")).isTrue();
        assertThat(dir.resolve("report.html")).exists();
    }

    @Test
    void jsonPrintsTheStep() throws Exception {
        assertThat(Main.execute("load", "--url", url, "--users", "2", "--duration", "1s", "--json")).isZero();
        JsonNode step = JsonMapper.builder().build().readTree(out.toString());
        assertThat(step.path("throughputRps").asDouble()).isPositive();
        assertThat(step.path("errors").path("connect").asLong()).isZero();
    }

    @Test
    void theWarmUpIsSentWholeAndNotRecorded() throws Exception {
        // A fixed open rate sends exactly rate × duration: 50/s over the 1.5 s of warm-up (1 s, then 0.5 s) and the 1 s measured.
        assertThat(Main.execute("load", "--url", url, "--rate", "50", "--duration", "1s", "--connections", "2",
                "--warmup", "1500ms", "--json")).isZero();
        JsonNode step = JsonMapper.builder().build().readTree(out.toString());
        assertThat(step.path("requests").asLong()).isEqualTo(50);
        assertThat(served.get()).isEqualTo(25 + 50 + 50);
    }

    @Test
    void credentialsInTheUrlAreNeverShown() {
        assertThat(LoadCommand.redacted(URI.create("http://bob:secret@127.0.0.1:1/x"))).isEqualTo("http://***@127.0.0.1:1/x");
    }

    @Test
    void badInputIsOneLine() {
        assertThat(Main.execute("load", "--url", url, "--users", "0")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(Main.execute("load", "--url", url, "--rate", "10", "--cap", "5")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).contains("--cap goes with --users");
        assertThat(Main.execute("load", "--url", "ftp://127.0.0.1:21/", "--users", "1")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).contains("target scheme must be http");
        assertThat(Main.execute("load", "--url", url)).as("no load model").isEqualTo(ExitCodes.USAGE);
        assertThat(Main.execute("load", "--url", url, "--rate", "10", "--arrivals", "bursty")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).doesNotContain("Exception");
    }
}
