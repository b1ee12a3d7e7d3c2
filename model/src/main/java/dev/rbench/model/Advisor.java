package dev.rbench.model;

/**
 * Sizing advice: the fewest server threads T and pool connections N with which a stack serves a
 * target rate, from the same inputs as the model (t, x, s, c and the stack's kind). The waits are a
 * pool of k servers each held x·t per request (or t per call, x calls a request, where the calls run
 * in parallel), fed by requests arriving at random at the target rate: the M/M/k queue, whose
 * Erlang-C waiting time overstates the fixed-t queue's (by up to 2x), so the advice errs on the side
 * of meeting the target. Without a p99 target, k keeps the waits at most {@value #MAX_UTILISATION}
 * busy. The CPU must serve the rate at most {@value #MAX_UTILISATION} busy too, or no T and N can.
 */
public final class Advisor {

    /** Busy share of servers or cores beyond which a random arrival stream builds queues. */
    public static final double MAX_UTILISATION = 0.85;
    /** The most servers the advice looks at before it says the target cannot be met. */
    static final int MAX_SERVERS = 100_000;

    private Advisor() {
    }

    /**
     * What the stack needs: threads (null: threads are no limit), pool (null: no pool to size) — or why
     * none works; {@code aloneMs} is what one request takes alone (x·t, or t in parallel, plus s).
     */
    public record Advice(StackKind kind, Integer threads, Integer pool, double waitP99Ms, double utilisation, String reason,
                         double aloneMs) {

        public boolean feasible() {
            return reason == null;
        }

        /** Half the advised threads and pool (at least 1), the point that should miss the target. */
        public Advice half() {
            return new Advice(kind, threads == null ? null : Math.max(1, threads / 2), pool == null ? null : Math.max(1, pool / 2),
                    Double.NaN, Double.NaN, reason, aloneMs);
        }
    }

    /**
     * @param in          the model's inputs (its threads and pool are ignored: they are what is advised); t, x,
     *                    whether calls run in parallel, c and s
     * @param targetRps   the rate to serve
     * @param p99Ms       the p99 latency to keep, or NaN for none
     */
    public static Advice advise(StackKind kind, ModelInput in, double targetRps, double p99Ms) {
        if (!(targetRps > 0)) {
            throw new IllegalArgumentException("the target rate must be positive");
        }
        if (in.cpuModelled()) {
            double ceiling = in.cores() / in.cpuSecondsPerRequest();
            if (targetRps > MAX_UTILISATION * ceiling) {
                return infeasible(kind, String.format(java.util.Locale.ROOT,
                        "CPU bound: c/s = %.0f req/s on %s cores (s = %.2f ms); %.0f req/s would keep them %.0f %% busy",
                        ceiling, trim(in.cores()), in.cpuSecondsPerRequest() * 1000, targetRps, targetRps / ceiling * 100));
            }
        }
        double busy = in.calls() * in.callSeconds();
        boolean parallel = kind.callsInParallel(in.parallelCalls()) && in.calls() > 1;
        double floorMs = ((parallel ? in.callSeconds() : busy) + (in.cpuModelled() ? in.cpuSecondsAlone() : 0)) * 1000;
        if (!Double.isNaN(p99Ms) && floorMs > p99Ms) {
            return infeasible(kind, String.format(java.util.Locale.ROOT,
                    "one request alone takes %.1f ms, more than the p99 target of %.1f ms", floorMs, p99Ms));
        }
        if (busy <= 0) {
            return new Advice(kind, null, null, 0, 0, null, floorMs);
        }
        // Servers and their arrivals: requests holding x·t each, or calls holding t each where they run in parallel.
        double lambda = parallel ? targetRps * in.calls() : targetRps;
        double hold = parallel ? in.callSeconds() : busy;
        double offered = lambda * hold;
        for (int k = Math.max(1, (int) Math.ceil(offered)); k <= MAX_SERVERS; k++) {
            double utilisation = offered / k;
            if (utilisation >= 1) {
                continue;
            }
            double waitP99Ms = waitP99(k, offered, hold, lambda) * 1000;
            boolean ok = Double.isNaN(p99Ms) ? utilisation <= MAX_UTILISATION : floorMs + waitP99Ms <= p99Ms;
            if (ok) {
                return sized(kind, in, k, waitP99Ms, utilisation, floorMs);
            }
        }
        return infeasible(kind, "more than " + MAX_SERVERS + " threads or connections would be needed");
    }

    /** The fewest threads and connections that give k servers, as the stack uses them. */
    private static Advice sized(StackKind kind, ModelInput in, int k, double waitP99Ms, double utilisation, double aloneMs) {
        boolean hasPool = in.pool() != ModelInput.UNLIMITED;
        Integer pool = hasPool ? k : null;
        // Only the blocking stack holds a thread per request; the others' threads are no limit.
        Integer threads = kind.threadLimited() ? k : null;
        if (!hasPool && !kind.threadLimited()) {
            return new Advice(kind, null, null, 0, 0, null, aloneMs);
        }
        return new Advice(kind, threads, pool, waitP99Ms, utilisation, null, aloneMs);
    }

    /**
     * The 99th percentile of the wait for one of k servers (M/M/k): P(W > w) = C(k, a)·e^(−(k/h − λ)·w),
     * with C the Erlang-C probability of waiting at all.
     */
    static double waitP99(int servers, double offered, double hold, double lambda) {
        double waiting = erlangC(servers, offered);
        if (waiting <= 0.01) {
            return 0;
        }
        return Math.log(waiting / 0.01) / (servers / hold - lambda);
    }

    /** Erlang C by the stable Erlang-B recursion: B(0) = 1, B(n) = a·B(n−1) / (n + a·B(n−1)). */
    static double erlangC(int servers, double offered) {
        double b = 1;
        for (int n = 1; n <= servers; n++) {
            b = offered * b / (n + offered * b);
        }
        double rho = offered / servers;
        return b / (1 - rho + rho * b);
    }

    private static Advice infeasible(StackKind kind, String why) {
        return new Advice(kind, null, null, Double.NaN, Double.NaN, why, Double.NaN);
    }

    private static String trim(double cores) {
        return cores == Math.rint(cores) ? Long.toString((long) cores) : Double.toString(cores);
    }
}
