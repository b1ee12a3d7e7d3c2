package dev.rbench.model;

/**
 * What the model needs, taken from the scenario and never from a measurement.
 *
 * @param load               the users and how they arrive
 * @param threads            T, the blocking stack's server threads ({@link #UNLIMITED} for none)
 * @param pool               N, connections to the database or downstream ({@link #UNLIMITED} when there is none)
 * @param callSeconds        t, seconds one call waits
 * @param calls              x, independent calls per request
 * @param parallelCalls      whether a virtual-thread handler forks its calls (reactive always does)
 * @param cores              c, cores of the service (0 = ignore CPU); a fraction under a CPU quota (0.25)
 * @param cpuSecondsPerRequest s, CPU seconds one request costs the service (0 = ignore CPU)
 */
public record ModelInput(Load load, int threads, int pool, double callSeconds, int calls, boolean parallelCalls,
                         double cores, double cpuSecondsPerRequest) {

    public static final int UNLIMITED = Integer.MAX_VALUE;

    public ModelInput {
        if (threads < 1 || pool < 1) {
            throw new IllegalArgumentException("threads and pool must be at least 1 (or unlimited)");
        }
        if (callSeconds < 0 || Double.isNaN(callSeconds)) {
            throw new IllegalArgumentException("time per call must not be negative");
        }
        if (calls < 0) {
            throw new IllegalArgumentException("calls per request must not be negative");
        }
        if (!(cores >= 0) || cpuSecondsPerRequest < 0) {
            throw new IllegalArgumentException("cores and CPU time per request must not be negative");
        }
    }

    /** The common case: no database pool, one call, CPU ignored. */
    public static ModelInput of(Load load, int threads, double callSeconds) {
        return new ModelInput(load, threads, UNLIMITED, callSeconds, 1, false, 0, 0);
    }

    public ModelInput withPool(int n) {
        return new ModelInput(load, threads, n, callSeconds, calls, parallelCalls, cores, cpuSecondsPerRequest);
    }

    public ModelInput withCalls(int x, boolean parallel) {
        return new ModelInput(load, threads, pool, callSeconds, x, parallel, cores, cpuSecondsPerRequest);
    }

    public ModelInput withCpu(double c, double s) {
        return new ModelInput(load, threads, pool, callSeconds, calls, parallelCalls, c, s);
    }

    boolean cpuModelled() {
        return cores > 0 && cpuSecondsPerRequest > 0;
    }
}
