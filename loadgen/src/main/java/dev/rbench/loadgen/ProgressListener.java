package dev.rbench.loadgen;

/**
 * Progress of a running step. {@code fraction} is in [0,1]: for a burst it is completed/users, for a closed loop
 * elapsed/duration. Called at most ~10 times a second while the step runs and exactly once with 1.0 at the end.
 * It is invoked on the thread that called {@link LoadGenerator#run} (never on an I/O thread, so a slow listener
 * cannot distort measurements), but implementations should not rely on any particular thread.
 */
@FunctionalInterface
public interface ProgressListener {

    void onProgress(long completed, double fraction);

    ProgressListener NONE = (completed, fraction) -> {
    };
}
