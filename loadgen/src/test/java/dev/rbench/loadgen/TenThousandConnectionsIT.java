package dev.rbench.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * 10,000 simultaneous connections from one generator process (failsafe, {@code mvn verify}). The server (see
 * {@link HoldServerMain}) runs in a child JVM with its own open-file limit and holds every request until all
 * 10,000 have arrived, so the step only succeeds if all connections really were open at the same time.
 */
class TenThousandConnectionsIT {

    private static final int USERS = 10_000;

    @Test
    void burstOf10000SimultaneousConnections() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process server = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                HoldServerMain.class.getName(), Integer.toString(USERS))
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
            String first = out.readLine();
            assertThat(first).startsWith("port ");
            int port = Integer.parseInt(first.substring(5).trim());
            AtomicReference<String> lastStatus = new AtomicReference<>("");
            Thread.ofPlatform().daemon(true).start(() -> {
                try {
                    for (String line; (line = out.readLine()) != null; ) {
                        lastStatus.set(line);
                    }
                } catch (java.io.IOException e) {
                    // server gone
                }
            });

            StepResult r;
            long t0 = System.nanoTime();
            try (var generator = new LoadGenerator(new LoadOptions(Duration.ofSeconds(30), Duration.ofSeconds(40), 2))) {
                r = generator.run(TestServers.uri(port), new Burst(USERS, Duration.ZERO), ProgressListener.NONE);
            }
            double seconds = (System.nanoTime() - t0) / 1e9;
            Thread.sleep(300); // one more status line from the server
            // Also the failures' description: CI shows an assertion's message, not what the test printed.
            String summary = String.format("burst %d/0s against a hold-until-all server: ok=%d errors=%s wall=%.3fs "
                            + "run=%.3fs p99=%.0fms, server says: %s, %s", USERS, r.ok(), r.errors(), r.wallSeconds(),
                    seconds, r.latencyMs().p99(), lastStatus.get(), r.generator());
            System.out.println(summary);

            assertThat(r.requests()).as(summary).isEqualTo(USERS);
            assertThat(r.ok()).as(summary).isEqualTo(USERS);
            assertThat(r.errors().total()).as(summary).isZero();
            assertThat(lastStatus.get()).as(summary).isEqualTo("maxOpen " + USERS + " releasedByTimer false");
            Timelines.assertConsistent(r);
        } finally {
            server.getOutputStream().close();
            if (!server.waitFor(5, TimeUnit.SECONDS)) {
                server.destroyForcibly();
            }
        }
    }
}
