package dev.rbench.results;

/**
 * The inputs a step's prediction was made from, so a reader (the report, {@code rbench advise}) can
 * reason with the model without reading the scenario: the stack's kind as the model sees it, T and N
 * (null where unlimited), t per call, x calls per request and whether they run in parallel, and the
 * CPU station's c and s (null where the model has none), and p, the cores one request's CPU work uses at once (null
 * where it is 1: files before it was measured, and every route whose CPU fits in its unloaded time), and what of s a
 * collector spent while it stopped the service ({@code stoppingCollectorCpuMs}, a share of {@code cpuMs}; null where
 * none was counted apart: older files, and every station but a CPU quota's), and of the c cores what the
 * JIT compilers still held as the step began ({@code compilerCores}, which the CPU station served the requests without;
 * a stack's first step only, null elsewhere and in older files).
 */
public record ModelInputFigures(String kind, Integer threads, Integer pool, double callMs, int calls, boolean parallel,
                                Double cores, Double cpuMs, Double cpuParallelism, Double stoppingCollectorCpuMs,
                                Double compilerCores) {

    /** No cores held by the compilers. */
    public ModelInputFigures(String kind, Integer threads, Integer pool, double callMs, int calls, boolean parallel,
                             Double cores, Double cpuMs, Double cpuParallelism, Double stoppingCollectorCpuMs) {
        this(kind, threads, pool, callMs, calls, parallel, cores, cpuMs, cpuParallelism, stoppingCollectorCpuMs, null);
    }

    /** No collector counted apart. */
    public ModelInputFigures(String kind, Integer threads, Integer pool, double callMs, int calls, boolean parallel,
                             Double cores, Double cpuMs, Double cpuParallelism) {
        this(kind, threads, pool, callMs, calls, parallel, cores, cpuMs, cpuParallelism, null);
    }

    /** Work on one core at a time. */
    public ModelInputFigures(String kind, Integer threads, Integer pool, double callMs, int calls, boolean parallel,
                             Double cores, Double cpuMs) {
        this(kind, threads, pool, callMs, calls, parallel, cores, cpuMs, null);
    }
}
