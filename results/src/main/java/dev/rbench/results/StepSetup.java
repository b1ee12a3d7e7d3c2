package dev.rbench.results;

/**
 * What every step of the scenario is made of, typed, as the runner resolved it (results.json's {@code scenario.setup}):
 * what the report says of the scenario and what {@code rbench compare} checks two runs agree on. A value is null where
 * it does not act on the run: {@code delayMs} where the path holds no {@code {delayMs}} (the route waits on its
 * backend instead), the server's settings where the stacks are a user's app (which sets its own), {@code poolSize}
 * where no pool bounds the route's wait, and the workload's own keys of every
 * other workload ({@code rampMs} is a burst's, {@code rateCapRps} a throttled loop's, {@code rateFromRps} a
 * ramp-rate's, {@code arrivals} and {@code maxConnections} the open models').
 *
 * @param path           the request path as the scenario wrote it, e.g. {@code /delay/{delayMs}}
 * @param delayMs        the delay the route waits before answering
 * @param serverThreads  Tomcat's threads, T
 * @param eventLoops     the reactive stack's event loops; 0 = one per core
 * @param acceptBacklog  the listen backlog each service asked for; 0 = the kernel's maximum
 * @param poolSize       N, the connections a service may hold to its backend
 * @param rampMs         a burst's ramp, over which its users start
 * @param durationMs     how long each step runs (closed, throttled and open workloads)
 * @param rateCapRps     a throttled loop's cap, requests a second overall
 * @param rateFromRps    the rate a ramp-rate step starts from, rising to the step's rate
 * @param arrivals       an open model's arrivals, {@code fixed} or {@code poisson}
 * @param maxConnections the most connections an open step may open
 */
public record StepSetup(
        String path,
        Double delayMs,
        Integer serverThreads,
        Integer eventLoops,
        Integer acceptBacklog,
        Integer poolSize,
        Double rampMs,
        Double durationMs,
        Double rateCapRps,
        Double rateFromRps,
        String arrivals,
        Integer maxConnections) {

    /** Whether the route waits the scenario's delay: its path holds {@code {delayMs}}. */
    public boolean delayed() {
        return delayMs != null;
    }
}
