package dev.rbench.runner;

import dev.rbench.loadgen.ProgressListener;
import dev.rbench.loadgen.Workload;
import dev.rbench.results.StepRecord;

/** What the runner tells its front end while it works: the CLI draws a progress bar from it. */
public interface RunListener {

    default void info(String message) {
    }

    /** A phase of load begins (warm-up or step); the returned listener receives its progress. */
    default ProgressListener phaseStarted(String stack, String phase, Workload workload, double expectedSeconds) {
        return ProgressListener.NONE;
    }

    default void phaseFinished(String stack, String phase, StepRecord record) {
    }

    RunListener SILENT = new RunListener() {
    };
}
