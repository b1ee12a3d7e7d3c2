package dev.rbench.loadgen;

import org.HdrHistogram.Histogram;

/**
 * Outcome of one step. Invariant: {@code requests == ok + errors.total()}.
 *
 * @param users       users in the workload
 * @param requests    request attempts (including failed connects); every attempt is counted exactly once
 * @param ok          complete responses with status < 400
 * @param wallSeconds from the step start to the last completion (successful or not)
 * @param throughput  {@code ok / wallSeconds}, the study's (JMeter's) definition; 0 when nothing completed
 * @param latencyMs   summary of {@code histogram}, in milliseconds
 * @param histogram   latencies in microseconds of ok responses only (completion minus scheduled start)
 */
public record StepResult(int users, long requests, long ok, ErrorCounts errors,
                         double wallSeconds, double throughput, LatencySummary latencyMs,
                         Histogram histogram) {
}
