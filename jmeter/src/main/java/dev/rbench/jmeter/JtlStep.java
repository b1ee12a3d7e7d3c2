package dev.rbench.jmeter;

import dev.rbench.loadgen.ErrorCounts;
import dev.rbench.loadgen.GeneratorHealth;
import dev.rbench.loadgen.LatencySummary;
import dev.rbench.loadgen.StepResult;
import dev.rbench.loadgen.TimelineSecond;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.HdrHistogram.Histogram;

/**
 * One step's JMeter samples as the step result our generator would have written: the latency histogram (in µs,
 * from JMeter's whole milliseconds), errors by our kinds, the per-second timeline, the wall time from the first send
 * to the last response. JMeter times each request from its actual send, so the "corrected" histogram is the same
 * uncorrected one: a JMeter step has no coordinated-omission correction, and the results say so.
 */
public final class JtlStep {

    private JtlStep() {
    }

    /**
     * @param users       the step's users (threads); 0 counts the distinct JMeter threads in the samples
     * @param cpuPercent  JMeter's own CPU over the step in % of one core, 0 when not measured
     */
    public static StepResult of(List<JtlSample> samples, int users, double cpuPercent) {
        if (samples.isEmpty()) {
            throw new JmeterException("the step has no samples");
        }
        long start = samples.stream().mapToLong(JtlSample::startMs).min().orElseThrow();
        long end = samples.stream().mapToLong(JtlSample::endMs).max().orElseThrow();
        Histogram all = new Histogram(3);
        int seconds = (int) ((end - start) / 1000) + 1;
        List<Histogram> perSecond = new ArrayList<>(seconds);
        long[] sent = new long[seconds];
        long[] ok = new long[seconds];
        long[][] errors = new long[seconds][4];
        long[] total = new long[4];
        long okTotal = 0;
        for (int i = 0; i < seconds; i++) {
            Histogram h = new Histogram(3);
            h.setStartTimeStamp(start + i * 1000L);
            h.setEndTimeStamp(start + (i + 1) * 1000L);
            perSecond.add(h);
        }
        Set<String> threads = new HashSet<>();
        for (JtlSample s : samples) {
            threads.add(s.host() + "/" + s.thread());
            sent[(int) ((s.startMs() - start) / 1000)]++;
            int done = (int) ((s.endMs() - start) / 1000);
            ErrorKind kind = ErrorKind.of(s);
            if (kind == null) {
                long micros = Math.max(0, s.elapsedMs()) * 1000;
                all.recordValue(micros);
                perSecond.get(done).recordValue(micros);
                ok[done]++;
                okTotal++;
            } else {
                errors[done][kind.ordinal()]++;
                total[kind.ordinal()]++;
            }
        }
        long[] inFlight = inFlightMax(samples, start, seconds);
        List<TimelineSecond> timeline = new ArrayList<>(seconds);
        for (int i = 0; i < seconds; i++) {
            Histogram h = perSecond.get(i);
            boolean any = h.getTotalCount() > 0;
            timeline.add(new TimelineSecond(i, sent[i], ok[i], counts(errors[i]), any ? h.getValueAtPercentile(50) / 1000.0 : null,
                    any ? h.getValueAtPercentile(99) / 1000.0 : null, inFlight[i]));
        }
        double wall = Math.max(end - start, 1) / 1000.0;
        ErrorCounts errorCounts = counts(total);
        LatencySummary summary = LatencySummary.of(all);
        int stepUsers = users > 0 ? users : threads.size();
        return new StepResult(stepUsers, okTotal + errorCounts.total(), okTotal, errorCounts, wall, okTotal / wall, summary, all, summary,
                all, List.copyOf(timeline), List.copyOf(perSecond), new GeneratorHealth(0, 0, cpuPercent, false, null));
    }

    /** Per second, the most requests in flight seen when one started in it (as our generator counts). */
    private static long[] inFlightMax(List<JtlSample> samples, long start, int seconds) {
        long[] max = new long[seconds];
        List<long[]> events = new ArrayList<>(samples.size() * 2);
        for (JtlSample s : samples) {
            events.add(new long[] {s.startMs(), 1});
            events.add(new long[] {s.endMs(), -1});
        }
        // Ends before starts at the same millisecond: a keep-alive user's next request follows its last.
        events.sort(Comparator.<long[]>comparingLong(e -> e[0]).thenComparingLong(e -> e[1]));
        long now = 0;
        for (long[] e : events) {
            now += e[1];
            if (e[1] > 0) {
                int i = (int) ((e[0] - start) / 1000);
                max[i] = Math.max(max[i], now);
            }
        }
        return max;
    }

    private static ErrorCounts counts(long[] byKind) {
        return new ErrorCounts(byKind[0], byKind[1], byKind[2], byKind[3]);
    }

    /** Our error kinds (see ErrorCounts) from JMeter's response code and failure message. */
    enum ErrorKind {
        CONNECT, TIMEOUT, HTTP, OTHER;

        /** null for a success. */
        static ErrorKind of(JtlSample s) {
            String code = s.code().trim();
            boolean numeric = !code.isEmpty() && code.chars().allMatch(Character::isDigit);
            if (s.success() && numeric && Integer.parseInt(code) < 400) {
                return null;
            }
            if (numeric && Integer.parseInt(code) >= 400) {
                return HTTP;
            }
            String text = (code + " " + s.message()).toLowerCase(Locale.ROOT);
            if (text.contains("connectexception") || text.contains("connect timed out") || text.contains("connection refused")
                    || text.contains("noroutetohost") || text.contains("unknownhost") || text.contains("connecttimeout")
                    || text.contains("bindexception")) {
                return CONNECT;
            }
            if (text.contains("sockettimeoutexception") || text.contains("read timed out")) {
                return TIMEOUT;
            }
            return s.success() ? null : OTHER;
        }
    }
}
