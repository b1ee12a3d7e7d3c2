package dev.rbench.infra.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * Waits for a child process to publish its port in a file (written atomically by the child once
 * it listens), against a deadline, and fails with the tail of the child's log when it dies first.
 */
public final class PortFileWait {

    private static final Duration POLL = Duration.ofMillis(50);

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
            Integer port = read(portFile);
            if (port != null) {
                return port;
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

    private static Integer read(Path portFile) {
        try {
            String text = Files.isRegularFile(portFile) ? Files.readString(portFile).trim() : "";
            return text.isEmpty() ? null : Integer.valueOf(text);
        } catch (IOException | NumberFormatException e) {
            // The file is renamed into place whole; anything else is an outside writer. Keep polling.
            return null;
        }
    }
}
