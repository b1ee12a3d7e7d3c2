package dev.rbench.loadgen;

import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * Outcome of one step. Invariant: {@code requests == ok + errors.total()}; the timeline's sent, ok and errors add
 * up to {@code requests}, {@code ok} and {@code errors}.
 *
 * @param users                users in the workload (for open models: the connection limit)
 * @param requests             request attempts (including failed connects); every attempt is counted exactly once
 * @param ok                   complete responses with status < 400
 * @param wallSeconds          from the step start to the last completion (successful or not)
 * @param throughput           {@code ok / wallSeconds}, the study's (JMeter's) definition; 0 when nothing completed
 * @param latencyMs            summary of {@code histogram}, in milliseconds
 * @param histogram            CORRECTED latencies in microseconds of ok responses only: completion minus the
 *                             request's intended (scheduled) start, so a stall of the target or queueing in the
 *                             generator counts (no coordinated omission)
 * @param latencyMsUncorrected summary of {@code uncorrectedHistogram}, in milliseconds
 * @param uncorrectedHistogram latencies in microseconds of ok responses, completion minus the moment the request
 *                             was written (what a naive generator reports)
 * @param timeline             one entry per second of the step, see {@link TimelineSecond}
 * @param intervalHistograms   the corrected latencies (µs) of each second, index = second, start/end time stamps
 *                             set (epoch ms), for an HdrHistogram interval log (see {@link IntervalLog})
 * @param generator            whether the generator itself kept up, see {@link GeneratorHealth}
 */
public record StepResult(int users, long requests, long ok, ErrorCounts errors,
                         double wallSeconds, double throughput, LatencySummary latencyMs,
                         Histogram histogram, LatencySummary latencyMsUncorrected, Histogram uncorrectedHistogram,
                         List<TimelineSecond> timeline, List<Histogram> intervalHistograms,
                         GeneratorHealth generator) {

    /** The former 8-component form: no uncorrected figures, timeline or health (kept for existing callers). */
    public StepResult(int users, long requests, long ok, ErrorCounts errors, double wallSeconds, double throughput,
                      LatencySummary latencyMs, Histogram histogram) {
        this(users, requests, ok, errors, wallSeconds, throughput, latencyMs, histogram, latencyMs, histogram,
                List.of(), List.of(), GeneratorHealth.of(0, 0, 0));
    }
}
