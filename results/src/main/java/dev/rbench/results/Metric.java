package dev.rbench.results;

import java.util.Locale;

/** The figures stacks are ranked and runs compared on; higher throughput is better, lower latency is. */
public enum Metric {
    THROUGHPUT,
    MEAN,
    P99;

    /** As results.json and the tables name it: the constant's name in lower case. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String unit() {
        return this == THROUGHPUT ? "req/s" : "ms";
    }

    /** Throughput is the one figure where more is better; latencies are better lower. */
    public boolean higherIsBetter() {
        return this == THROUGHPUT;
    }

    /** The figure of one measured step (or repeat). */
    public double of(double throughputRps, LatencySummary latency) {
        return switch (this) {
            case THROUGHPUT -> throughputRps;
            case MEAN -> latency == null ? Double.NaN : latency.mean();
            case P99 -> latency == null ? Double.NaN : latency.p99();
        };
    }
}
