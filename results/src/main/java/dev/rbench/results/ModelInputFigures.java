package dev.rbench.results;

/**
 * The inputs a step's prediction was made from, so a reader (the report, {@code rbench advise}) can
 * reason with the model without reading the scenario: the stack's kind as the model sees it, T and N
 * (null where unlimited), t per call, x calls per request and whether they run in parallel, and the
 * CPU station's c and s (null where the model has none), and p, the cores one request's CPU work uses at once (null
 * where it is 1: files before it was measured, and every route whose CPU fits in its unloaded time).
 */
public record ModelInputFigures(String kind, Integer threads, Integer pool, double callMs, int calls, boolean parallel,
                                Double cores, Double cpuMs, Double cpuParallelism) {

    /** Work on one core at a time. */
    public ModelInputFigures(String kind, Integer threads, Integer pool, double callMs, int calls, boolean parallel,
                             Double cores, Double cpuMs) {
        this(kind, threads, pool, callMs, calls, parallel, cores, cpuMs, null);
    }
}
