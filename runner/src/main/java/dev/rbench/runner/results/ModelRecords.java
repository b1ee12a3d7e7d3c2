package dev.rbench.runner.results;

import dev.rbench.model.ModelInput;
import dev.rbench.model.Prediction;
import dev.rbench.model.StackKind;
import dev.rbench.results.Figures;
import dev.rbench.results.ModelFigures;
import dev.rbench.results.ModelInputFigures;

/**
 * The model's prediction for a step and the ceilings it was built from, as results.json records
 * them, so a report draws T/t, N/t and c/s without reading the scenario.
 */
public final class ModelRecords {

    private ModelRecords() {
    }

    /**
     * With r the seconds a request holds its thread — t per call (x calls in sequence, or one wait
     * when they run in parallel) plus the CPU s when the model has a CPU stage — the ceilings are
     * T/r for a stack with T server threads, N/(x·t) for a pool of N connections (each request
     * takes x calls of t), and c/s for c cores (those the requests had: less what other work held,
     * {@link ModelInput#heldCores}); null where the input has no such limit or the time is zero.
     */
    public static ModelFigures of(Prediction p, ModelInput in, StackKind kind) {
        double t = in.callSeconds();
        int x = Math.max(in.calls(), 1);
        double cpu = in.cores() > 0 && in.cpuSecondsPerRequest() > 0 ? in.cpuSecondsPerRequest() : 0;
        double held = (in.parallelCalls() ? t : x * t) + cpu / in.cpuParallelism();
        Double threads = in.threads() == ModelInput.UNLIMITED || held <= 0 ? null : Figures.round(in.threads() / held);
        Double pool = in.pool() == ModelInput.UNLIMITED || t <= 0 ? null : Figures.round(in.pool() / (x * t));
        Double cores = cpu <= 0 ? null : Figures.round(in.freeCores() / cpu);
        Double steady = p.endsShare() >= Prediction.ENDS_WORTH_NAMING ? Figures.round(p.steadyThroughput()) : null;
        return ModelFigures.of(p.throughput(), p.meanLatencyMs(), p.wallSeconds()).withCeilings(threads, pool, cores)
                .withSteadyThroughput(steady).withInputs(inputs(in, kind));
    }

    /**
     * The inputs as recorded: unlimited T or N as null, CPU only where the model has a CPU station; c whole, and what of
     * it the JIT compilers held apart (null where none).
     */
    static ModelInputFigures inputs(ModelInput in, StackKind kind) {
        boolean cpu = in.cores() > 0 && in.cpuSecondsPerRequest() > 0;
        return new ModelInputFigures(kind.id(), in.threads() == ModelInput.UNLIMITED ? null : in.threads(),
                in.pool() == ModelInput.UNLIMITED ? null : in.pool(), Figures.round(in.callSeconds() * 1000), in.calls(),
                in.parallelCalls(), cpu ? Figures.round(in.cores()) : null, cpu ? Figures.round(in.cpuSecondsPerRequest() * 1000) : null,
                cpu && in.cpuParallelism() > 1 ? Figures.round(in.cpuParallelism()) : null,
                cpu && in.stoppingCpuSecondsPerRequest() > 0 ? Figures.round(in.stoppingCpuSecondsPerRequest() * 1000) : null,
                cpu && in.heldCores() > 0 ? Figures.round(in.heldCores()) : null);
    }

    /** The stack's kind as the model sees it, back from its record. */
    public static dev.rbench.model.StackKind kind(ModelInputFigures f) {
        return dev.rbench.model.StackKind.byId(f.kind()).orElseThrow(() -> new IllegalArgumentException("unknown stack kind '" + f.kind() + "'"));
    }

    /**
     * The model's inputs back from their record, with the load given: what {@code rbench advise} and the fault forecasts
     * reason with. The cores the compilers held at a first step are left out: both reason about the steady state.
     */
    public static ModelInput input(ModelInputFigures f, dev.rbench.model.Load load) {
        return new ModelInput(load, f.threads() == null ? ModelInput.UNLIMITED : f.threads(),
                f.pool() == null ? ModelInput.UNLIMITED : f.pool(), f.callMs() / 1000, f.calls(), f.parallel(),
                f.cores() == null ? 0 : f.cores(), f.cpuMs() == null ? 0 : f.cpuMs() / 1000,
                f.cpuParallelism() == null ? 1 : f.cpuParallelism())
                .withStoppingCollector(f.stoppingCollectorCpuMs() == null ? 0 : f.stoppingCollectorCpuMs() / 1000);
    }
}
