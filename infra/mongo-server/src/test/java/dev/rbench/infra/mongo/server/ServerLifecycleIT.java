package dev.rbench.infra.mongo.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.infra.mongo.EmbeddedMongo;
import dev.rbench.protocol.ServerLaunch;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The jar's own behaviour, started by hand: the parent-pid watchdog and SIGTERM. */
@Timeout(120)
class ServerLifecycleIT {

    @Test
    void exitsWhenItsParentDies(@TempDir Path dir) throws Exception {
        // A stand-in parent that we can kill like a SIGKILLed rbench: it runs no hooks.
        Process parent = new ProcessBuilder("sleep", "300").start();
        Process server = startServer(dir, parent.pid());
        try {
            awaitPortFile(dir.resolve("port"), server);
            parent.destroyForcibly().waitFor();
            assertThat(server.waitFor(20, TimeUnit.SECONDS)).as("server exited after its parent died").isTrue();
            assertThat(server.exitValue()).isEqualTo(ServerLaunch.PARENT_GONE_STATUS);
        } finally {
            server.destroyForcibly();
            parent.destroyForcibly();
        }
    }

    @Test
    void stopsOnSigterm(@TempDir Path dir) throws Exception {
        Process server = startServer(dir, ProcessHandle.current().pid());
        try {
            awaitPortFile(dir.resolve("port"), server);
            server.destroy(); // SIGTERM
            assertThat(server.waitFor(20, TimeUnit.SECONDS)).isTrue();
            assertThat(server.exitValue()).isEqualTo(143); // 128 + SIGTERM: the JVM's orderly exit on the signal
        } finally {
            server.destroyForcibly();
        }
    }

    private static Process startServer(Path dir, long parentPid) throws Exception {
        List<String> cmd = List.of(ProcessHandle.current().info().command().orElseThrow(), "-jar",
                EmbeddedMongo.defaultJar().toString(), "--port", "0", "--port-file", dir.resolve("port").toString(),
                "--parent-pid", String.valueOf(parentPid));
        return new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(dir.resolve("log").toFile()).start();
    }

    private static void awaitPortFile(Path portFile, Process server) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!Files.exists(portFile) && server.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertThat(portFile).exists();
    }
}
