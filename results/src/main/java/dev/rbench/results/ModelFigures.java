package dev.rbench.results;

/**
 * The model's prediction for a step ({@code steps[].model}), null where the model has no finite
 * answer, and the ceilings it was built from, in req/s, null where they do not apply:
 * {@code threadCeilingRps} T/t for a stack that holds a server thread per request,
 * {@code poolCeilingRps} N/t where a connection pool of N bounds the calls in flight (divided by
 * the calls each request makes), {@code cpuCeilingRps} c/s where the model has a CPU stage of c
 * cores and s CPU seconds per request. The runner computes them from the model's inputs, so a
 * report draws them without reading the scenario; {@code steadyThroughputRps} the rate of a closed step's steady
 * middle where its two ends — the cores idle while the first and the last requests wait — cost the step's throughput
 * half a per cent or more (null otherwise, and in older files); {@code inputs} are those inputs themselves (null
 * in results written before they were recorded).
 */
public record ModelFigures(Double throughputRps, Double meanLatencyMs, Double wallSeconds,
                           Double threadCeilingRps, Double poolCeilingRps, Double cpuCeilingRps, Double steadyThroughputRps,
                           ModelInputFigures inputs) {

    public static ModelFigures of(double throughputRps, double meanLatencyMs, double wallSeconds) {
        return new ModelFigures(Figures.finite(throughputRps), Figures.finite(meanLatencyMs), Figures.finite(wallSeconds),
                null, null, null, null, null);
    }

    public ModelFigures withCeilings(Double threads, Double pool, Double cpu) {
        return new ModelFigures(throughputRps, meanLatencyMs, wallSeconds, threads, pool, cpu, steadyThroughputRps, inputs);
    }

    public ModelFigures withSteadyThroughput(Double steady) {
        return new ModelFigures(throughputRps, meanLatencyMs, wallSeconds, threadCeilingRps, poolCeilingRps, cpuCeilingRps,
                steady, inputs);
    }

    public ModelFigures withInputs(ModelInputFigures in) {
        return new ModelFigures(throughputRps, meanLatencyMs, wallSeconds, threadCeilingRps, poolCeilingRps, cpuCeilingRps,
                steadyThroughputRps, in);
    }

    /** How much of the steady middle's rate a closed step's two ends cost, 0.056 for 5.6 %; 0 where none is recorded. */
    public double endsShare() {
        return steadyThroughputRps == null || throughputRps == null || !(steadyThroughputRps > 0) ? 0
                : 1 - throughputRps / steadyThroughputRps;
    }
}
