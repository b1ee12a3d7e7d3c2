package dev.rbench.loadgen;

/** How an open model spaces its arrivals. */
public enum Arrivals {
    /** Evenly spaced: the k-th arrival (0-based) is where the integral of the rate reaches k. */
    FIXED,
    /** A Poisson process: exponential inter-arrival times drawn from a seeded generator (reproducible). */
    POISSON
}
