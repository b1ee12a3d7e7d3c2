package dev.rbench.service.common.testing.remote;

import dev.rbench.service.common.testing.Json;
import dev.rbench.service.common.testing.ServiceHttpClient;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * The real downstream service, started from its exec jar as the runner starts it (port file,
 * parent watchdog), once per test JVM and shared by every test class in it. A process, not an
 * in-process context, so the services' test classpaths stay free of the downstream's WebFlux.
 */
public final class DownstreamProcess {
    /** Relative to the module being tested: surefire runs each module's tests in its own directory. */
    static final Path JAR = Path.of("..", "downstream", "target", "rbench-service-downstream-exec.jar");
    private static final Duration START_TIMEOUT = Duration.ofSeconds(60);
    private static DownstreamProcess shared;

    private final Process process;
    private final int port;
    private final Path dir;

    private DownstreamProcess(Process process, int port, Path dir) {
        this.process = process;
        this.port = port;
        this.dir = dir;
    }

    /** Stops the downstream and removes its folder (port file, log): a test run leaves nothing under /tmp. */
    private void stop() {
        process.destroy();
        try {
            process.waitFor(5, java.util.concurrent.TimeUnit.SECONDS);
            try (var paths = Files.walk(dir)) {
                paths.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        } catch (IOException | InterruptedException e) {
            // left behind; nothing depends on it
        }
    }

    public static synchronized DownstreamProcess shared() {
        if (shared == null) {
            shared = start();
            DownstreamProcess started = shared;
            Runtime.getRuntime().addShutdownHook(new Thread(started::stop));
        }
        return shared;
    }

    public String url() {
        return "http://127.0.0.1:" + port;
    }

    public ServiceHttpClient http() {
        return new ServiceHttpClient(port);
    }

    /** The downstream's own count of answered /work requests. */
    public long served() {
        return ((Number) Json.object(http().get("/stats").body()).get("served")).longValue();
    }

    private static DownstreamProcess start() {
        if (!Files.isRegularFile(JAR)) {
            throw new IllegalStateException(JAR.toAbsolutePath() + " is missing: build services/downstream first");
        }
        try {
            Path dir = Files.createTempDirectory("rbench-downstream-test");
            Path portFile = dir.resolve("downstream.port");
            Path log = dir.resolve("downstream.log");
            String java = ProcessHandle.current().info().command().orElse("java");
            Process process = new ProcessBuilder(List.of(java, "-Xmx128m", "-jar", JAR.toString(),
                    "--server.port=0", "--server.address=127.0.0.1",
                    "--rbench.port-file=" + portFile,
                    // If this test JVM is killed, the downstream ends by itself.
                    "--rbench.parent-pid=" + ProcessHandle.current().pid()))
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile())
                    .start();
            return new DownstreamProcess(process, awaitPort(process, portFile, log), dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static int awaitPort(Process process, Path portFile, Path log) throws IOException {
        long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            if (Files.isRegularFile(portFile)) {
                return Integer.parseInt(Files.readString(portFile).trim());
            }
            if (!process.isAlive()) {
                throw new IllegalStateException("downstream exited with " + process.exitValue()
                        + ": " + Files.readString(log));
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                process.destroy();
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while starting the downstream", e);
            }
        }
        process.destroy();
        throw new IllegalStateException("downstream did not write its port file within " + START_TIMEOUT);
    }
}
