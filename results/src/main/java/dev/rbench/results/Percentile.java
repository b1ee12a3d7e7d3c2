package dev.rbench.results;

import com.fasterxml.jackson.annotation.JsonProperty;

/** The latency percentiles a service-level objective may bound: each reads its figure from a {@link LatencySummary}. */
public enum Percentile {
    @JsonProperty("p50") P50("p50"),
    @JsonProperty("p90") P90("p90"),
    @JsonProperty("p99") P99("p99"),
    @JsonProperty("p999") P999("p999");

    private final String label;

    Percentile(String label) {
        this.label = label;
    }

    /** As the scenario and results.json name it: {@code p99}. */
    public String label() {
        return label;
    }

    /** This percentile of a step's (or a repeat's) latency, in milliseconds. */
    public double of(LatencySummary latency) {
        return switch (this) {
            case P50 -> latency.p50();
            case P90 -> latency.p90();
            case P99 -> latency.p99();
            case P999 -> latency.p999();
        };
    }
}
