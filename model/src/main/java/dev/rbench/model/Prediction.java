package dev.rbench.model;

/**
 * What the model predicts for one step of one stack, in the measurement's own terms: wall time from
 * the first arrival to the last completion, throughput = requests / wall time, and the mean latency.
 * For closed loops, {@code concurrency} is the Little's-law steady state: requests in the system.
 */
public record Prediction(double wallSeconds, double throughput, double meanLatencyMs, double concurrency) {
}
