package dev.rbench.runner.phase.step;

import dev.rbench.runner.backend.BackendSession;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Watches the local process behind a backend (the embedded database, the downstream service) over
 * one step: if it dies — killed, crashed — the step is marked with when, so the results say what
 * happened instead of leaving a wall of failed requests to be explained.
 */
final class BackendDeath {

    private final long pid;
    private final long startNanos = System.nanoTime();
    private volatile long diedNanos = -1;

    private BackendDeath(long pid) {
        this.pid = pid;
    }

    /** Starts watching {@code backend}'s process; a backend with none (remote) is never seen dying. */
    static BackendDeath watch(BackendSession backend) {
        BackendDeath death = new BackendDeath(backend.pid().orElse(-1));
        if (death.pid > 0) {
            ProcessHandle.of(death.pid).ifPresentOrElse(
                    p -> p.onExit().thenRun(() -> death.diedNanos = System.nanoTime()),
                    () -> death.diedNanos = death.startNanos);
        }
        return death;
    }

    /** "the database process (pid 123) ended 4.2 s into the step", if it did. */
    Optional<String> during() {
        long died = diedNanos;
        if (died < 0) {
            return Optional.empty();
        }
        double seconds = TimeUnit.NANOSECONDS.toMillis(died - startNanos) / 1000.0;
        return Optional.of(String.format(java.util.Locale.ROOT,
                "the backend's process (pid %d) ended %.1f s into the step; requests after that failed or waited for"
                        + " their timeouts", pid, seconds));
    }
}
