package dev.rbench.runner.phase.model;

import dev.rbench.infra.cpu.CpuPlacement;
import dev.rbench.loadgen.Burst;
import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.loadgen.OpenRate;
import dev.rbench.loadgen.RampRate;
import dev.rbench.loadgen.ThrottledClosedLoop;
import dev.rbench.loadgen.Workload;
import dev.rbench.model.Load;
import dev.rbench.model.ModelInput;
import dev.rbench.model.QueueModel;
import dev.rbench.results.ModelFigures;
import dev.rbench.runner.backend.Backend;
import dev.rbench.runner.calibration.CpuStation;
import dev.rbench.runner.results.ModelRecords;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.stack.ModelledStack;
import java.util.OptionalInt;

/**
 * The model's inputs for a step, taken from the scenario — never from the step's measurement — so
 * the prediction is a genuine prediction: T from serverThreads, N from the database pool (none for
 * the delay route), x and whether the calls run in parallel from the scenario, the step's users and
 * ramp or duration. t is the delay for the delay route; for a database route it is the calibrated
 * time of one unloaded call (measured once per stack before the steps, through the latency proxy
 * when there is one), since no scenario value says how long a database takes to answer.
 */
public final class ModelInputs {

    private ModelInputs() {
    }

    /** The generator's workload as the model's load. */
    public static Load load(Workload workload) {
        return switch (workload) {
            case Burst b -> new Load.Burst(b.users(), b.ramp().toNanos() / 1e9);
            case ClosedLoop c -> new Load.Closed(c.users(), c.duration().toNanos() / 1e9);
            case OpenRate o -> new Load.Open(o.ratePerSecond(), o.duration().toNanos() / 1e9);
            case RampRate r -> new Load.RampRate(r.fromPerSecond(), r.toPerSecond(), r.duration().toNanos() / 1e9);
            case ThrottledClosedLoop t -> new Load.Throttled(t.users(), t.maxRatePerSecond(), t.duration().toNanos() / 1e9);
        };
    }

    public static ModelInput of(Scenario scenario, ModelledStack stack, Workload workload, int calls, double callSeconds) {
        Load load = load(workload);
        Backend backend = scenario.backend();
        ModelInput in = ModelInput.of(load, stack.modelThreads(scenario), callSeconds)
                .withCalls(calls, calls > 1 && backend.parallelFor(stack.modelKind()));
        // N is the pool the route waits on (none where nothing bounds the wait, e.g. Cassandra's multiplexed connection).
        OptionalInt pool = stack.modelPool(scenario);
        return pool.isPresent() ? in.withPool(pool.getAsInt()) : in;
    }

    /** c: the cores the services may run on, or their CPU quota where it is smaller. */
    static double cores(Scenario scenario) {
        int placed = scenario.placement().serviceCores(CpuPlacement.machineCpus());
        double quota = scenario.limits().cpus();
        return quota > 0 ? Math.min(quota, placed) : placed;
    }

    /** What the CPU station counts: the services' shared cores, or the quota on each service ({@link CpuStation}). */
    public static CpuStation cpuStation(Scenario scenario) {
        return new CpuStation(scenario.placement().generatorSharesServiceCores(), scenario.limits().cpus());
    }

    /** The delay route: t is the scenario's delay. */
    public static ModelFigures predict(Scenario scenario, ModelledStack stack, Workload workload) {
        return predict(scenario, stack, workload, 1, scenario.delaySeconds());
    }

    public static ModelFigures predict(Scenario scenario, ModelledStack stack, Workload workload, int calls,
                                       double callSeconds) {
        return predict(scenario, stack, workload, calls, callSeconds, 0);
    }

    /**
     * With the CPU s one request costs (calibrated; 0 = not modelled) on the cores the services may
     * use — the quota under a CPU limit ({@code limits.cpus}, at most the cores they run on): a CPU
     * stage caps throughput at c/s, which is what a route that serialises megabytes meets long before its pool.
     */
    public static ModelFigures predict(Scenario scenario, ModelledStack stack, Workload workload, int calls,
                                       double callSeconds, double cpuSecondsPerRequest) {
        return predict(scenario, stack, workload, calls, callSeconds, cpuSecondsPerRequest, 1);
    }

    /** @param cpuParallelism p, the cores one request's CPU work uses at once (see {@link ModelInput}) */
    public static ModelFigures predict(Scenario scenario, ModelledStack stack, Workload workload, int calls,
                                       double callSeconds, double cpuSecondsPerRequest, double cpuParallelism) {
        return predict(scenario, stack, workload, calls, callSeconds, cpuSecondsPerRequest, cpuParallelism, 0);
    }

    /** @param stoppingCollectorSeconds what of s a collector spends stopping the service (see {@link ModelInput}) */
    public static ModelFigures predict(Scenario scenario, ModelledStack stack, Workload workload, int calls,
                                       double callSeconds, double cpuSecondsPerRequest, double cpuParallelism,
                                       double stoppingCollectorSeconds) {
        return predict(scenario, stack, workload, calls, callSeconds, cpuSecondsPerRequest, cpuParallelism,
                stoppingCollectorSeconds, 0);
    }

    /**
     * @param compilerCores of the c cores, what the JIT compilers hold while the step runs ({@link ModelInput#heldCores}):
     *                      at most half of c, a guard against a reading that is not the compilers finishing
     */
    public static ModelFigures predict(Scenario scenario, ModelledStack stack, Workload workload, int calls,
                                       double callSeconds, double cpuSecondsPerRequest, double cpuParallelism,
                                       double stoppingCollectorSeconds, double compilerCores) {
        ModelInput in = of(scenario, stack, workload, calls, callSeconds);
        if (cpuSecondsPerRequest > 0) {
            double c = cores(scenario);
            in = in.withCpu(c, cpuSecondsPerRequest).withCpuParallelism(cpuParallelism)
                    .withStoppingCollector(Math.max(stoppingCollectorSeconds, 0))
                    .withHeldCores(Math.min(Math.max(compilerCores, 0), c / 2));
        }
        return ModelRecords.of(QueueModel.predict(stack.modelKind(), in), in, stack.modelKind());
    }
}
