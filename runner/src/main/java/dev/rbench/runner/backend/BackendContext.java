package dev.rbench.runner.backend;

import java.nio.file.Path;
import java.time.Duration;

/**
 * What a backend needs to start: the run folder (logs), how long a server it starts may take to be
 * ready, and how to start the downstream service's JVM (asked only by the downstream backend).
 */
public record BackendContext(Path runDir, Duration readyTimeout, Launcher downstream) {

    /** Starts the downstream service, ready to answer. */
    @FunctionalInterface
    public interface Launcher {
        DownstreamProcess start() throws InterruptedException;
    }
}
