package dev.rbench.infra.process;

import dev.rbench.protocol.PortFile;
import java.nio.file.Path;
import java.time.Duration;
import java.util.OptionalInt;

/**
 * Waits for a child process to publish its port in a {@link PortFile} (written atomically by the child
 * once it listens), against a deadline, and fails with the tail of the child's log when it dies first.
 */
public final class PortFileWait {

    private static final Duration POLL = Duration.ofMillis(20);

    private PortFileWait() {
    }

    /**
     * @param what how to name the child in messages, e.g. "the embedded MongoDB"
     * @throws IllegalStateException if the child exits, or the deadline passes, before the port appears
     */
    public static int await(Process process, Path portFile, Path log, Duration timeout, String what)
            throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            OptionalInt port = PortFile.read(portFile);
            if (port.isPresent()) {
                return port.getAsInt();
            }
            if (!process.isAlive()) {
                throw new IllegalStateException(what + " exited with code " + process.exitValue()
                        + " before listening; see " + log + LogTail.lastLines(log, 10));
            }
            if (System.nanoTime() - deadline >= 0) {
                throw new IllegalStateException(what + " did not report its port within " + timeout.toMillis()
                        + " ms; see " + log + LogTail.lastLines(log, 10));
            }
            Thread.sleep(POLL);
        }
    }
}
