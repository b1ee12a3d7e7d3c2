package dev.rbench.results;

/**
 * A step's figures over its repeats: how many repeats ran (failed ones excluded), the method of the
 * intervals ({@code method}, and in words, {@code methodText}), and throughput, mean and p99 each as
 * an {@link Estimate}.
 */
public record StepStats(int repeats, IntervalMethod method, String methodText, Estimate throughputRps,
                        Estimate latencyMeanMs, Estimate latencyP99Ms) {

    public StepStats(int repeats, IntervalMethod method, Estimate throughputRps, Estimate latencyMeanMs,
                     Estimate latencyP99Ms) {
        this(repeats, method, method.description(), throughputRps, latencyMeanMs, latencyP99Ms);
    }

    /** The estimate of one of the figures the verdict ranks on. */
    public Estimate of(Metric metric) {
        return switch (metric) {
            case THROUGHPUT -> throughputRps;
            case MEAN -> latencyMeanMs;
            case P99 -> latencyP99Ms;
        };
    }
}
