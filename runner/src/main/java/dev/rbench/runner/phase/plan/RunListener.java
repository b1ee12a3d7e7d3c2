package dev.rbench.runner.phase.plan;

import dev.rbench.loadgen.ProgressListener;
import dev.rbench.loadgen.Workload;
import dev.rbench.results.StepRecord;

/** What the runner tells its front end while it works: the CLI draws progress and the ETA from it. */
public interface RunListener {

    default void info(String message) {
    }

    /** Before the first phase: every phase the run will go through, with its expected seconds. */
    default void runPlanned(RunPlan plan) {
    }

    /** A phase of the plan begins. */
    default void phaseBegan(Phase phase) {
    }

    /** A phase of the plan is over: done, failed, or skipped because its stack failed before it. */
    default void phaseDone(Phase phase) {
    }

    /** A load within a phase begins (warm-up or step); the returned listener receives its progress. */
    default ProgressListener phaseStarted(String stack, LoadRole load, Workload workload, double expectedSeconds) {
        return ProgressListener.NONE;
    }

    default void phaseFinished(String stack, LoadRole load, StepRecord record) {
    }

    RunListener SILENT = new RunListener() {
    };
}
