package dev.rbench.loadgen;

import org.HdrHistogram.Histogram;

/** Latency figures in milliseconds, derived from a histogram of microseconds. */
public record LatencySummary(double mean, double p50, double p90, double p99, double p999, double max) {

    private static final double MICROS_PER_MS = 1000.0;

    /** Summarises a histogram recorded in microseconds; all zeros when it is empty (e.g. every request failed). */
    public static LatencySummary of(Histogram microsHistogram) {
        Histogram h = microsHistogram;
        if (h.getTotalCount() == 0) {
            return new LatencySummary(0, 0, 0, 0, 0, 0);
        }
        return new LatencySummary(
                h.getMean() / MICROS_PER_MS,
                h.getValueAtPercentile(50) / MICROS_PER_MS,
                h.getValueAtPercentile(90) / MICROS_PER_MS,
                h.getValueAtPercentile(99) / MICROS_PER_MS,
                h.getValueAtPercentile(99.9) / MICROS_PER_MS,
                h.getMaxValue() / MICROS_PER_MS);
    }
}
