package dev.rbench.runner.phase;

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
