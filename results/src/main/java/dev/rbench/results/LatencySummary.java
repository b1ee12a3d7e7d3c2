package dev.rbench.results;

/** Latency percentiles in milliseconds (the unit is in the keys that hold it: {@code latencyMs}). */
public record LatencySummary(double mean, double p50, double p90, double p99, double p999, double max) {

    public static final LatencySummary NONE = new LatencySummary(0, 0, 0, 0, 0, 0);
}
