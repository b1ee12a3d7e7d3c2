package dev.rbench.results;

/** The figures stacks are ranked and runs compared on; higher throughput is better, lower latency is. */
public enum Metric {
    THROUGHPUT("throughput", "req/s", true),
    MEAN("mean", "ms", false),
    P99("p99", "ms", false);

    private final String label;
    private final String unit;
    private final boolean higherIsBetter;

    Metric(String label, String unit, boolean higherIsBetter) {
        this.label = label;
        this.unit = unit;
        this.higherIsBetter = higherIsBetter;
    }

    public String label() {
        return label;
    }

    public String unit() {
        return unit;
    }

    public boolean higherIsBetter() {
        return higherIsBetter;
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
