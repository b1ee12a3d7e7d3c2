package dev.rbench.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Everything measured for one stack: its configuration as set ({@code config}, for display: server,
 * framework, threads, accept backlog…), what the service itself reported and was verified to do,
 * the warm-up (a closed loop then a burst of fresh connections, both on the zero-delay path;
 * recorded, excluded from the figures), the steps, why it failed, if it did, and the calibration
 * the model took its call time from (backend scenarios; null otherwise) and how the warm-up ended
 * ({@link WarmupSettling}; null where it did not run), and how the service started ({@link Startup}; null where it did
 * not, and in older files).
 */
public record StackRun(
        String stack,
        Map<String, Object> config,
        ServiceFacts service,
        String failure,
        StepRecord warmup,
        StepRecord warmupBurst,
        List<StepRecord> steps,
        Calibration calibration,
        WarmupSettling warmupSettling,
        Startup startup) {

    public StackRun {
        config = DisplayTree.of(config);
        steps = steps == null ? List.of() : List.copyOf(steps);
    }

    /** A run with no start-up recorded: as files written before it read. */
    public StackRun(String stack, Map<String, Object> config, ServiceFacts service, String failure, StepRecord warmup,
                    StepRecord warmupBurst, List<StepRecord> steps, Calibration calibration, WarmupSettling warmupSettling) {
        this(stack, config, service, failure, warmup, warmupBurst, steps, calibration, warmupSettling, null);
    }

    public static StackRun started(String stack, Map<String, Object> config) {
        return new StackRun(stack, config, null, null, null, null, List.of(), null, null, null);
    }

    public StackRun withStep(StepRecord step) {
        List<StepRecord> more = new ArrayList<>(steps);
        more.add(step);
        return new StackRun(stack, config, service, failure, warmup, warmupBurst, more, calibration, warmupSettling, startup);
    }

    /** The same run with step {@code index} replaced (a step gaining a repeat). */
    public StackRun withStepAt(int index, StepRecord step) {
        List<StepRecord> more = new ArrayList<>(steps);
        more.set(index, step);
        return new StackRun(stack, config, service, failure, warmup, warmupBurst, more, calibration, warmupSettling, startup);
    }

    public StackRun withWarmup(StepRecord w, StepRecord burst) {
        return new StackRun(stack, config, service, failure, w, burst, steps, calibration, warmupSettling, startup);
    }

    public StackRun withWarmupSettling(WarmupSettling w) {
        return new StackRun(stack, config, service, failure, warmup, warmupBurst, steps, calibration, w, startup);
    }

    public StackRun withService(ServiceFacts s) {
        return new StackRun(stack, config, s, failure, warmup, warmupBurst, steps, calibration, warmupSettling, startup);
    }

    /** The configuration as it stands once the service has said what the scenario did not (a user's app through Actuator). */
    public StackRun withConfig(Map<String, Object> c) {
        return new StackRun(stack, c, service, failure, warmup, warmupBurst, steps, calibration, warmupSettling, startup);
    }

    /** What was measured before the steps to feed the model: the unloaded time of one call. */
    public StackRun withCalibration(Calibration c) {
        return new StackRun(stack, config, service, failure, warmup, warmupBurst, steps, c, warmupSettling, startup);
    }

    public StackRun withFailure(String f) {
        return new StackRun(stack, config, service, f, warmup, warmupBurst, steps, calibration, warmupSettling, startup);
    }

    /** How the service started and what it held idle after its warm-up; null before it started or where nothing was read. */
    public StackRun withStartup(Startup s) {
        return new StackRun(stack, config, service, failure, warmup, warmupBurst, steps, calibration, warmupSettling, s);
    }

    /** The accept queue the service listened with, as recorded in its configuration; null when absent. */
    public Integer acceptBacklog() {
        return config.get("acceptBacklog") instanceof Number n ? n.intValue() : null;
    }
}
