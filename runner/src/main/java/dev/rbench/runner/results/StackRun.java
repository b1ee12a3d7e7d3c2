package dev.rbench.runner.results;

import java.util.List;
import java.util.Map;

/**
 * Everything measured for one stack: its configuration (as set and as the service reported it),
 * the warm-up (a closed loop then a burst of fresh connections, both on the zero-delay path;
 * recorded, excluded from the figures), the steps, why it failed, if it did, and the calibration
 * the model took its call time from (database scenarios; null otherwise).
 */
public record StackRun(
        String stack,
        Map<String, Object> config,
        Map<String, Object> service,
        String failure,
        StepRecord warmup,
        StepRecord warmupBurst,
        List<StepRecord> steps,
        Map<String, Object> calibration) {

    public StackRun {
        steps = List.copyOf(steps);
    }

    public StackRun withStep(StepRecord step) {
        List<StepRecord> more = new java.util.ArrayList<>(steps);
        more.add(step);
        return new StackRun(stack, config, service, failure, warmup, warmupBurst, more, calibration);
    }

    public StackRun withWarmup(StepRecord w, StepRecord burst) {
        return new StackRun(stack, config, service, failure, w, burst, steps, calibration);
    }

    public StackRun withService(Map<String, Object> s) {
        return new StackRun(stack, config, s, failure, warmup, warmupBurst, steps, calibration);
    }

    /** What was measured before the steps to feed the model: the unloaded time of one call. */
    public StackRun withCalibration(Map<String, Object> c) {
        return new StackRun(stack, config, service, failure, warmup, warmupBurst, steps, c);
    }

    public StackRun withFailure(String f) {
        return new StackRun(stack, config, service, f, warmup, warmupBurst, steps, calibration);
    }
}
