package dev.rbench.results;

/**
 * One repeat of a step ({@code repeat} counts from 1): what results.json keeps of every repeat so
 * that the step's intervals can be checked and redrawn — counts, errors, wall time, throughput,
 * latency, the service's resources and the machine's noise while it ran. The first repeat's full
 * record (timeline, interval log, backend side) is the step itself.
 */
public record RepeatFigures(int repeat, long requests, long ok, boolean failed, String failure, ErrorCounts errors,
                            double wallSeconds, double throughputRps, LatencySummary latencyMs, ResourceUsage sut,
                            MachineNoise noise) {
}
