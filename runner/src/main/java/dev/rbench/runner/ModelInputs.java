package dev.rbench.runner;

import dev.rbench.loadgen.Burst;
import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.loadgen.OpenRate;
import dev.rbench.loadgen.RampRate;
import dev.rbench.loadgen.ThrottledClosedLoop;
import dev.rbench.loadgen.Workload;
import dev.rbench.model.Load;
import dev.rbench.model.ModelInput;
import dev.rbench.model.QueueModel;
import dev.rbench.model.StackKind;
import dev.rbench.runner.results.ModelFigures;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.stack.StackDefinition;

/**
 * The model's inputs for a step, taken from the scenario alone — never from the measurement — so the
 * prediction is a genuine prediction: T from serverThreads, t from the delay, one call per request,
 * no connection pool (the delay route has none), the step's users and ramp or duration.
 */
public final class ModelInputs {

    private ModelInputs() {
    }

    public static ModelInput of(Scenario scenario, StackDefinition stack, Workload workload) {
        Load load = switch (workload) {
            case Burst b -> new Load.Burst(b.users(), b.ramp().toNanos() / 1e9);
            case ClosedLoop c -> new Load.Closed(c.users(), c.duration().toNanos() / 1e9);
            case OpenRate o -> new Load.Open(o.ratePerSecond(), o.duration().toNanos() / 1e9);
            case RampRate r -> new Load.RampRate(r.fromPerSecond(), r.toPerSecond(), r.duration().toNanos() / 1e9);
            case ThrottledClosedLoop t -> new Load.Throttled(t.users(), t.maxRatePerSecond(), t.duration().toNanos() / 1e9);
        };
        int threads = stack.modelKind() == StackKind.BLOCKING ? scenario.serverThreads() : ModelInput.UNLIMITED;
        return ModelInput.of(load, threads, scenario.delay().toNanos() / 1e9);
    }

    public static ModelFigures predict(Scenario scenario, StackDefinition stack, Workload workload) {
        return ModelFigures.of(QueueModel.predict(stack.modelKind(), of(scenario, stack, workload)));
    }
}
