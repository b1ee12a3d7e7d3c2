package dev.rbench.loadgen;

/**
 * What one benchmark step fires at the target. A closed set on purpose: the generator has a dedicated,
 * tested execution strategy for each model, so adding one means adding its strategy too.
 */
public sealed interface Workload permits Burst, ClosedLoop {

    /** Number of virtual users (and at most this many simultaneous connections). */
    int users();

    /** Human-readable one-liner for logs and reports, e.g. {@code "burst of 1000 users over 1s"}. */
    String describe();
}
