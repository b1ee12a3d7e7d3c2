package dev.rbench.runner.phase.stack;

import dev.rbench.runner.phase.calibrate.Calibrator;
import dev.rbench.runner.phase.measure.WarmUpRunner;
import dev.rbench.runner.phase.session.ServiceSession;
import dev.rbench.runner.phase.step.StepExecutor;
import dev.rbench.runner.phase.verify.Verifier;

/**
 * Everything the runner needs to take one stack through its phases. Opening one starts nothing:
 * the service starts in the plan's {@link Phase.StartService}.
 */
public record StackPhases(ServiceSession service, Verifier verifier, WarmUpRunner warmUp, Calibrator calibrator,
                          StepExecutor steps, StackRecorder recorder) {

    /** Makes a stack's phases; the runner's one seam between its loop and real processes. */
    @FunctionalInterface
    public interface Factory {
        StackPhases open(String stack);
    }
}
