package dev.rbench.loadgen;

import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * Step accounting for the users of ONE event loop. It is only ever touched from that loop's thread, so it needs
 * no locks or atomics and recording costs nothing measurable; the per-loop parts are copied on their loops and
 * merged once the step is over. Per-second figures are kept as one interval histogram and a few counters per
 * second (never per-request lists), so memory grows with the step's length, not its request count.
 */
final class LoopStats {

    /** Passed as the send time of an attempt whose request was never written (failed connect, never started). */
    static final long NOT_SENT = Long.MIN_VALUE;
    private static final int DIGITS = 3;

    /** One second of the step on this loop. */
    static final class Second {
        long sent;
        final long[] counts = new long[Outcome.values().length];
        /** Corrected latencies (µs) of ok responses completing in this second. */
        final Histogram latency = new Histogram(DIGITS);
        long inFlightMax;

        Second copy() {
            Second c = new Second();
            c.sent = sent;
            System.arraycopy(counts, 0, c.counts, 0, counts.length);
            c.latency.add(latency);
            c.inFlightMax = inFlightMax;
            return c;
        }
    }

    private final long stepStartNanos;
    /** 3 significant digits, auto-resizing: no latency is ever clipped, however long. From intended start. */
    private final Histogram latencyMicros;
    /** From the moment the request was written. */
    private final Histogram uncorrectedMicros;
    /** How late the generator itself was in starting requests (µs). */
    private final Histogram latenessMicros;
    private final long[] counts;
    private final List<Second> seconds;
    private long lastCompletionNanos;
    private boolean completedAny;

    LoopStats(long stepStartNanos) {
        this.stepStartNanos = stepStartNanos;
        this.latencyMicros = new Histogram(DIGITS);
        this.uncorrectedMicros = new Histogram(DIGITS);
        this.latenessMicros = new Histogram(DIGITS);
        this.counts = new long[Outcome.values().length];
        this.seconds = new ArrayList<>();
    }

    /**
     * Accounts one attempt. Latency is recorded for OK only: errors are counted, never mixed into the latency
     * distribution. {@code sentNanos} is {@link #NOT_SENT} if the request never reached the wire; such an attempt
     * is counted as sent in the second of its intended start, so that the timeline's sent adds up to requests.
     */
    void record(Outcome outcome, long scheduledStartNanos, long sentNanos, long completionNanos) {
        counts[outcome.ordinal()]++;
        if (!completedAny || completionNanos - lastCompletionNanos > 0) {
            lastCompletionNanos = completionNanos;
            completedAny = true;
        }
        second(sentNanos == NOT_SENT ? scheduledStartNanos : sentNanos).sent++;
        Second done = second(completionNanos);
        done.counts[outcome.ordinal()]++;
        if (outcome == Outcome.OK) {
            long corrected = Math.max(0, (completionNanos - scheduledStartNanos) / 1_000);
            latencyMicros.recordValue(corrected);
            done.latency.recordValue(corrected);
            long from = sentNanos == NOT_SENT ? scheduledStartNanos : sentNanos;
            uncorrectedMicros.recordValue(Math.max(0, (completionNanos - from) / 1_000));
        }
    }

    /** Called when an attempt starts, with the step-wide number of attempts in flight including it. */
    void noteInFlight(long nowNanos, int inFlight) {
        Second s = second(nowNanos);
        s.inFlightMax = Math.max(s.inFlightMax, inFlight);
    }

    /** How late the generator started a request relative to its intended start (negative counts as 0). */
    void recordLateness(long latenessNanos) {
        latenessMicros.recordValue(Math.max(0, latenessNanos / 1_000));
    }

    private Second second(long nanos) {
        long offset = nanos - stepStartNanos;
        int index = offset <= 0 ? 0 : (int) Math.min(Integer.MAX_VALUE - 1, offset / 1_000_000_000L);
        while (seconds.size() <= index) {
            seconds.add(new Second());
        }
        return seconds.get(index);
    }

    /** Must be called on the owning loop. */
    LoopStats copy() {
        LoopStats c = new LoopStats(stepStartNanos);
        c.latencyMicros.add(latencyMicros);
        c.uncorrectedMicros.add(uncorrectedMicros);
        c.latenessMicros.add(latenessMicros);
        System.arraycopy(counts, 0, c.counts, 0, counts.length);
        for (Second s : seconds) {
            c.seconds.add(s.copy());
        }
        c.lastCompletionNanos = lastCompletionNanos;
        c.completedAny = completedAny;
        return c;
    }

    /** CPU figures measured around the step, see {@link GeneratorHealth}. */
    record Cpu(double loopBusyMaxPercent, double cpuPercent) {
        static final Cpu UNKNOWN = new Cpu(0, 0);
    }

    /** Merges per-loop copies into the step's result. */
    static StepResult merge(List<LoopStats> parts, int users, long stepStartNanos, long stepStartEpochMillis,
                            Cpu cpu) {
        Histogram histogram = new Histogram(DIGITS);
        Histogram uncorrected = new Histogram(DIGITS);
        Histogram lateness = new Histogram(DIGITS);
        long[] totals = new long[Outcome.values().length];
        long last = stepStartNanos;
        int length = 0;
        for (LoopStats part : parts) {
            histogram.add(part.latencyMicros);
            uncorrected.add(part.uncorrectedMicros);
            lateness.add(part.latenessMicros);
            for (int i = 0; i < totals.length; i++) {
                totals[i] += part.counts[i];
            }
            if (part.completedAny && part.lastCompletionNanos - last > 0) {
                last = part.lastCompletionNanos;
            }
            length = Math.max(length, part.seconds.size());
        }

        List<TimelineSecond> timeline = new ArrayList<>(length);
        List<Histogram> intervals = new ArrayList<>(length);
        for (int s = 0; s < length; s++) {
            Second sum = new Second();
            for (LoopStats part : parts) {
                if (s < part.seconds.size()) {
                    Second p = part.seconds.get(s);
                    sum.sent += p.sent;
                    for (int i = 0; i < totals.length; i++) {
                        sum.counts[i] += p.counts[i];
                    }
                    sum.latency.add(p.latency);
                    sum.inFlightMax = Math.max(sum.inFlightMax, p.inFlightMax);
                }
            }
            Histogram h = sum.latency;
            h.setStartTimeStamp(stepStartEpochMillis + s * 1000L);
            h.setEndTimeStamp(stepStartEpochMillis + (s + 1) * 1000L);
            intervals.add(h);
            boolean any = h.getTotalCount() > 0;
            timeline.add(new TimelineSecond(s, sum.sent, sum.counts[Outcome.OK.ordinal()], errors(sum.counts),
                    any ? h.getValueAtPercentile(50) / 1000.0 : null,
                    any ? h.getValueAtPercentile(99) / 1000.0 : null, sum.inFlightMax));
        }

        ErrorCounts errors = errors(totals);
        long ok = totals[Outcome.OK.ordinal()];
        double wallSeconds = (last - stepStartNanos) / 1e9;
        double throughput = wallSeconds > 0 ? ok / wallSeconds : 0;
        return new StepResult(users, ok + errors.total(), ok, errors, wallSeconds, throughput,
                LatencySummary.of(histogram), histogram, LatencySummary.of(uncorrected), uncorrected,
                List.copyOf(timeline), List.copyOf(intervals),
                GeneratorHealth.of(lateness, cpu, histogram.getTotalCount() == 0 ? 0 : histogram.getValueAtPercentile(50) / 1000.0));
    }

    private static ErrorCounts errors(long[] counts) {
        return new ErrorCounts(counts[Outcome.CONNECT.ordinal()], counts[Outcome.TIMEOUT.ordinal()],
                counts[Outcome.HTTP.ordinal()], counts[Outcome.OTHER.ordinal()]);
    }
}
