package dev.rbench.model;

/**
 * What the model needs: T, N, the load and the cores from the scenario; t, s and p from the runner's calibration
 * (or the scenario's delay), never from the step being predicted.
 *
 * @param load               the users and how they arrive
 * @param threads            T, the blocking stack's server threads ({@link #UNLIMITED} for none)
 * @param pool               N, connections to the database or downstream ({@link #UNLIMITED} when there is none)
 * @param callSeconds        t, seconds one call waits
 * @param calls              x, independent calls per request
 * @param parallelCalls      whether a virtual-thread handler forks its calls (reactive always does)
 * @param cores              c, cores of the service (0 = ignore CPU); a fraction under a CPU quota (0.25)
 * @param cpuSecondsPerRequest s, CPU seconds one request costs the service (0 = ignore CPU)
 * @param cpuParallelism     p, how many cores one request's CPU work can use at once (1 to c): above 1 where the
 *                           work overlaps — a database streaming rows while the service decodes them, the
 *                           collector's threads — so that one request alone takes s / p, not s
 * @param stoppingCpuSecondsPerRequest the share of s a collector spends while it stops the whole service (0 = none
 *                           counted): its time is not shared with the requests' waits but added to every request in
 *                           flight — a Serial collector on a service held to a quarter of a core
 * @param heldCores          of the c cores, what other work holds while the requests run (0 = none): the JIT
 *                           compilers still compiling as a stack's first step begins; the CPU station serves the
 *                           requests on c − heldCores
 */
public record ModelInput(Load load, int threads, int pool, double callSeconds, int calls, boolean parallelCalls,
                         double cores, double cpuSecondsPerRequest, double cpuParallelism,
                         double stoppingCpuSecondsPerRequest, double heldCores) {

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
        if (!(cpuParallelism >= 1)) {
            throw new IllegalArgumentException("a request's CPU work runs on at least one core at a time");
        }
        if (!(stoppingCpuSecondsPerRequest >= 0) || stoppingCpuSecondsPerRequest > cpuSecondsPerRequest) {
            throw new IllegalArgumentException("the collectors' share of the CPU a request must lie between 0 and all of it");
        }
        if (!(heldCores >= 0) || heldCores > 0 && heldCores >= cores) {
            throw new IllegalArgumentException("the cores other work holds must lie between 0 and fewer than all of them");
        }
    }

    /** No cores held by other work. */
    public ModelInput(Load load, int threads, int pool, double callSeconds, int calls, boolean parallelCalls,
                      double cores, double cpuSecondsPerRequest, double cpuParallelism,
                      double stoppingCpuSecondsPerRequest) {
        this(load, threads, pool, callSeconds, calls, parallelCalls, cores, cpuSecondsPerRequest, cpuParallelism,
                stoppingCpuSecondsPerRequest, 0);
    }

    /** No collector counted apart from the rest of s. */
    public ModelInput(Load load, int threads, int pool, double callSeconds, int calls, boolean parallelCalls,
                      double cores, double cpuSecondsPerRequest, double cpuParallelism) {
        this(load, threads, pool, callSeconds, calls, parallelCalls, cores, cpuSecondsPerRequest, cpuParallelism, 0);
    }

    /** One request's CPU work on one core at a time (p = 1). */
    public ModelInput(Load load, int threads, int pool, double callSeconds, int calls, boolean parallelCalls,
                      double cores, double cpuSecondsPerRequest) {
        this(load, threads, pool, callSeconds, calls, parallelCalls, cores, cpuSecondsPerRequest, 1);
    }

    /** The common case: no database pool, one call, CPU ignored. */
    public static ModelInput of(Load load, int threads, double callSeconds) {
        return new ModelInput(load, threads, UNLIMITED, callSeconds, 1, false, 0, 0);
    }

    public ModelInput withPool(int n) {
        return new ModelInput(load, threads, n, callSeconds, calls, parallelCalls, cores, cpuSecondsPerRequest, cpuParallelism,
                stoppingCpuSecondsPerRequest, heldCores);
    }

    public ModelInput withCalls(int x, boolean parallel) {
        return new ModelInput(load, threads, pool, callSeconds, x, parallel, cores, cpuSecondsPerRequest, cpuParallelism,
                stoppingCpuSecondsPerRequest, heldCores);
    }

    /**
     * With c and s; a share of s counted apart for a stopping collector is dropped (it was a share of the old s), and
     * so are cores held by other work (they were a share of the old c).
     */
    public ModelInput withCpu(double c, double s) {
        return new ModelInput(load, threads, pool, callSeconds, calls, parallelCalls, c, s, cpuParallelism, 0, 0);
    }

    /** With one request's CPU work spread over up to {@code p} cores (at most c where c is known). */
    public ModelInput withCpuParallelism(double p) {
        return new ModelInput(load, threads, pool, callSeconds, calls, parallelCalls, cores, cpuSecondsPerRequest,
                cores > 0 ? Math.min(p, Math.max(cores, 1)) : p, stoppingCpuSecondsPerRequest, heldCores);
    }

    /**
     * With {@code g} seconds of s a request spent by a collector that stops the world (at most s): closed loops then
     * share s − g at the CPU station and stop for g ({@link QueueModel}).
     */
    public ModelInput withStoppingCollector(double g) {
        return new ModelInput(load, threads, pool, callSeconds, calls, parallelCalls, cores, cpuSecondsPerRequest, cpuParallelism,
                Math.min(g, cpuSecondsPerRequest), heldCores);
    }

    /**
     * With {@code h} of the c cores held by other work while the requests run (less than c): the JIT compilers a
     * warm-up left compiling take cores from a stack's first step, which the requests' s does not count.
     */
    public ModelInput withHeldCores(double h) {
        return new ModelInput(load, threads, pool, callSeconds, calls, parallelCalls, cores, cpuSecondsPerRequest, cpuParallelism,
                stoppingCpuSecondsPerRequest, h);
    }

    /** The cores the CPU station serves the requests on: c less what other work holds. */
    public double freeCores() {
        return cores - heldCores;
    }

    /** The CPU a request the station shares between requests: s less what a stopping collector spends. */
    double sharedCpuSeconds() {
        return cpuSecondsPerRequest - stoppingCpuSecondsPerRequest;
    }

    /** The wall time one request alone spends at the CPU station: s / p. */
    double cpuSecondsAlone() {
        return cpuSecondsPerRequest / cpuParallelism;
    }

    boolean cpuModelled() {
        return cores > 0 && cpuSecondsPerRequest > 0;
    }
}
