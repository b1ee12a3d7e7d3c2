package dev.rbench.runner.phase.measure;

import dev.rbench.loadgen.LoadGenerator;
import dev.rbench.loadgen.ProgressListener;
import dev.rbench.loadgen.StepResult;
import dev.rbench.loadgen.Workload;
import java.net.URI;

/**
 * What fires a step's load and says what happened: our generator, or JMeter ({@link JmeterStepEngine}). Warm-ups
 * and calibrations always use our generator; only the measured steps go through this.
 */
public interface StepEngine {

    /**
     * @param stack    the stack the step measures, for naming what the engine writes
     * @param step     the step's label, e.g. "100 users"
     * @param expected the seconds the step should take, for progress and deadlines
     * @param loadStarts run once when the step's load begins (a fault is timed from it), on any thread
     */
    StepResult run(String stack, String step, URI target, String method, byte[] body, Workload workload, double expected,
                   ProgressListener progress, Runnable loadStarts) throws InterruptedException;

    /** Our generator, the run's one: its load begins as it is called. */
    static StepEngine of(LoadGenerator generator) {
        return (stack, step, target, method, body, workload, expected, progress, loadStarts) -> {
            loadStarts.run();
            return generator.run(target, method, body, workload, progress);
        };
    }
}
