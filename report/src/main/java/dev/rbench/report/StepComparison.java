package dev.rbench.report;

/**
 * One step present and successful in both runs. Ratios are b/a: below 1 means run B had less
 * throughput, above 1 means run B's p99 was slower. The step is identified by its value on the runs'
 * step axis: {@code axis} is "users" or "offered req/s", {@code step} the user count or offered rate.
 */
public record StepComparison(String stack, String axis, double step,
                             double throughputA, double throughputB,
                             Double p99MsA, Double p99MsB) {

    /** "100 users", "200 offered req/s". */
    public String stepText() {
        return StepAxis.describe(step, axis);
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
