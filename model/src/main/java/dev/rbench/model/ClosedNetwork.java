package dev.rbench.model;

/**
 * A closed loop without think time as a closed queueing network of two stations in a cycle, solved
 * exactly: the wait station (k servers, each request holding one for x·t, or its x calls spread over
 * the pool at once) and the CPU station (c cores shared by processor sharing, s CPU seconds a
 * request). With U users and no think time the state is how many users are at the wait station, a
 * birth-death chain whose balance equations give its distribution in one pass, π(n) ∝ π(n−1) ·
 * μ_cpu(U−n+1) / μ_wait(n) — the same answer as mean value analysis with load-dependent stations,
 * without its numerical trouble at thousands of users. Throughput X = Σ π(n)·μ_wait(n), latency U/X.
 *
 * <p>The stations' rates are the product-form ones (exponential or processor-sharing service). A
 * processor-sharing station's solution is insensitive to the service-time distribution, so the
 * CPU side is exact for the deterministic costs of a benchmark route; the wait station with fixed t
 * is only exact at its bounds (all waiting, or all servers busy), which is where it matters.
 */
final class ClosedNetwork {

    private ClosedNetwork() {
    }

    /** A station's completion rate (requests a second) with n requests at it. */
    interface Station {
        double rate(int n);
    }

    /**
     * The wait station: requests holding one of {@code servers} for {@code callSeconds} per call, x calls
     * each; in parallel, a request's x calls occupy up to x servers at once.
     */
    static Station waits(int servers, int calls, double callSeconds, boolean parallel) {
        double busy = calls * callSeconds;
        double perRequest = parallel ? calls : 1;
        return n -> Math.min(n * perRequest, (double) servers) / busy;
    }

    /**
     * c cores shared by processor sharing: each of n requests runs at min(p, c/n) cores, p being how many
     * cores one request's work can use at once (1 for a single thread).
     */
    static Station cpu(double cores, double cpuSeconds, double parallelism) {
        return n -> Math.min(n * parallelism, cores) / cpuSeconds;
    }

    /** Throughput of U users cycling through both stations. */
    static double throughput(int users, Station waits, Station cpu) {
        // log π(n), relative to π(0) = 1: n users at the wait station, U − n at the CPU.
        double[] logWeight = new double[users + 1];
        double max = 0;
        for (int n = 1; n <= users; n++) {
            logWeight[n] = logWeight[n - 1] + Math.log(cpu.rate(users - n + 1)) - Math.log(waits.rate(n));
            max = Math.max(max, logWeight[n]);
        }
        double total = 0;
        double completions = 0;
        for (int n = 0; n <= users; n++) {
            double weight = Math.exp(logWeight[n] - max);
            total += weight;
            completions += n == 0 ? 0 : weight * waits.rate(n);
        }
        return completions / total;
    }
}
