package dev.rbench.loadgen;

/**
 * What one benchmark step fires at the target. A closed set on purpose: the generator has a dedicated,
 * tested execution strategy for each model, so adding one means adding its strategy too.
 *
 * <p>Closed models ({@link Burst}, {@link ClosedLoop}, {@link ThrottledClosedLoop}) have a fixed number of users;
 * open models ({@link OpenRate}, {@link RampRate}) send on an arrival schedule that does not wait for responses.
 */
public sealed interface Workload permits Burst, ClosedLoop, OpenRate, RampRate, ThrottledClosedLoop {

    /** Number of virtual users, or for open models the connection limit: at most this many simultaneous connections. */
    int users();

    /** Human-readable one-liner for logs and reports, e.g. {@code "burst of 1000 users over 1s"}. */
    String describe();

    /**
     * The most requests a second it can ask for where each request takes at least {@code waitSeconds}: a closed model's
     * users over the wait (a throttled one's cap below that), an open model's rate (a ramp's higher end).
     */
    double highestRate(double waitSeconds);
}
