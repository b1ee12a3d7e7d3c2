package dev.rbench.report;

import dev.rbench.results.Ratio;

/**
 * One step present and successful in both runs. Ratios are b/a: below 1 means run B had less
 * throughput, above 1 means run B's p99 was slower. The step is identified by its value on the runs'
 * step axis: {@code axis} is "users", "offered req/s" or "route", {@code step} the user count, the
 * offered rate or the route's index; {@code stepCell} is that value as the table shows it ("100",
 * "find-all") and {@code stepText} with its unit ("100 users", "route find-all"). The figures are each
 * step's median over its repeats (its own with one); {@code throughputInterval} and {@code p99Interval}
 * are B/A with its 95 % interval from resampling both runs' repeats (unbounded when either run has too
 * few to say).
 */
public record StepComparison(String stack, String axis, double step, String stepCell, String stepText,
                             double throughputA, double throughputB,
                             Double p99MsA, Double p99MsB, Ratio throughputInterval, Ratio p99Interval) {

    /** A comparison of two single figures, without intervals. */
    public StepComparison(String stack, String axis, double step, String stepCell, String stepText, double throughputA,
                          double throughputB, Double p99MsA, Double p99MsB) {
        this(stack, axis, step, stepCell, stepText, throughputA, throughputB, p99MsA, p99MsB, null, null);
    }

    public double throughputRatio() {
        return throughputA == 0 ? Double.NaN : throughputB / throughputA;
    }

    /** NaN when either run has no p99. */
    public double p99Ratio() {
        if (p99MsA == null || p99MsB == null || p99MsA == 0) {
            return Double.NaN;
        }
        return p99MsB / p99MsA;
    }
}
