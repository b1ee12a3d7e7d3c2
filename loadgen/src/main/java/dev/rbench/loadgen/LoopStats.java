package dev.rbench.loadgen;

import org.HdrHistogram.Histogram;

import java.util.List;

/**
 * Step accounting for the users of ONE event loop. It is only ever touched from that loop's thread, so it needs
 * no locks or atomics and recording costs nothing measurable; the per-loop parts are copied on their loops and
 * merged once the step is over.
 */
final class LoopStats {

    /** 3 significant digits, auto-resizing: no latency is ever clipped, however long. */
    private final Histogram latencyMicros;
    private final long[] counts;
    private long lastCompletionNanos;
    private boolean completedAny;

    LoopStats() {
        this(new Histogram(3), new long[Outcome.values().length], 0, false);
    }

    private LoopStats(Histogram latencyMicros, long[] counts, long lastCompletionNanos, boolean completedAny) {
        this.latencyMicros = latencyMicros;
        this.counts = counts;
        this.lastCompletionNanos = lastCompletionNanos;
        this.completedAny = completedAny;
    }

    /** Latency is recorded for OK only: errors are counted, never mixed into the latency distribution. */
    void record(Outcome outcome, long scheduledStartNanos, long completionNanos) {
        counts[outcome.ordinal()]++;
        if (!completedAny || completionNanos - lastCompletionNanos > 0) {
            lastCompletionNanos = completionNanos;
            completedAny = true;
        }
        if (outcome == Outcome.OK) {
            latencyMicros.recordValue(Math.max(0, (completionNanos - scheduledStartNanos) / 1_000));
        }
    }

    /** Must be called on the owning loop. */
    LoopStats copy() {
        return new LoopStats(latencyMicros.copy(), counts.clone(), lastCompletionNanos, completedAny);
    }

    /** Merges per-loop copies into the step's result. */
    static StepResult merge(List<LoopStats> parts, int users, long stepStartNanos) {
        Histogram histogram = new Histogram(3);
        long[] totals = new long[Outcome.values().length];
        long last = stepStartNanos;
        for (LoopStats part : parts) {
            histogram.add(part.latencyMicros);
            for (int i = 0; i < totals.length; i++) {
                totals[i] += part.counts[i];
            }
            if (part.completedAny && part.lastCompletionNanos - last > 0) {
                last = part.lastCompletionNanos;
            }
        }
        ErrorCounts errors = new ErrorCounts(totals[Outcome.CONNECT.ordinal()], totals[Outcome.TIMEOUT.ordinal()],
                totals[Outcome.HTTP.ordinal()], totals[Outcome.OTHER.ordinal()]);
        long ok = totals[Outcome.OK.ordinal()];
        double wallSeconds = (last - stepStartNanos) / 1e9;
        double throughput = wallSeconds > 0 ? ok / wallSeconds : 0;
        return new StepResult(users, ok + errors.total(), ok, errors, wallSeconds, throughput,
                LatencySummary.of(histogram), histogram);
    }
}
