package dev.rbench.jmeter;

import dev.rbench.loadgen.Burst;
import dev.rbench.loadgen.ErrorCounts;
import dev.rbench.loadgen.GeneratorHealth;
import dev.rbench.loadgen.LatencySummary;
import dev.rbench.loadgen.StepResult;
import dev.rbench.loadgen.TimelineSecond;
import dev.rbench.loadgen.Workload;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
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

    /** A step of unknown shape: no schedule to judge JMeter's lateness against. */
    public static StepResult of(List<JtlSample> samples, int users, double cpuPercent) {
        return of(samples, users, cpuPercent, null);
    }

    /**
     * @param users       the step's users (threads); 0 counts the distinct JMeter threads in the samples
     * @param cpuPercent  JMeter's own CPU over the step in % of one core, 0 when not measured
     * @param workload    the step's model; a burst's ramp gives each thread its place, and so JMeter's lateness
     */
    public static StepResult of(List<JtlSample> samples, int users, double cpuPercent, Workload workload) {
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
        GeneratorHealth health = workload instanceof Burst burst ? lateness(samples, burst, cpuPercent, summary.p50())
                : new GeneratorHealth(0, 0, cpuPercent, false, null);
        return new StepResult(stepUsers, okTotal + errorCounts.total(), okTotal, errorCounts, wall, okTotal / wall, summary, all, summary,
                all, List.copyOf(timeline), List.copyOf(perSecond), health);
    }

    /**
     * How late JMeter started its threads against their places on the burst's ramp: thread k (JMeter names it
     * "group 1-k") of an engine running n threads belongs at (k − 1) × ramp / n after that engine's first. Late
     * beyond our generator's allowance (1 ms, or 5 % of the median latency), the step is flagged as ours would be:
     * the burst reached the service more slowly than planned, which lowers the throughput, not the latency.
     */
    static GeneratorHealth lateness(List<JtlSample> samples, Burst burst, double cpuPercent, double medianMs) {
        Map<String, List<JtlSample>> byEngine = samples.stream().collect(Collectors.groupingBy(JtlSample::engine));
        Histogram late = new Histogram(3);
        for (List<JtlSample> engine : byEngine.values()) {
            long first = engine.stream().mapToLong(JtlSample::startMs).min().orElseThrow();
            long threads = engine.stream().map(JtlSample::thread).distinct().count();
            double gapMs = threads == 0 ? 0 : burst.ramp().toNanos() / 1e6 / threads;
            for (JtlSample s : engine) {
                Matcher m = THREAD_NUMBER.matcher(s.thread());
                if (!m.find()) {
                    return new GeneratorHealth(0, 0, cpuPercent, false, null);
                }
                double intended = first + (Long.parseLong(m.group(1)) - 1) * gapMs;
                late.recordValue(Math.max(0, Math.round((s.startMs() - intended) * 1000)));
            }
        }
        double p99 = late.getValueAtPercentile(99) / 1000.0;
        double allowance = GeneratorHealth.latenessAllowanceMs(medianMs);
        if (p99 <= allowance) {
            return new GeneratorHealth(p99, 0, cpuPercent, false, null);
        }
        return new GeneratorHealth(p99, 0, cpuPercent, true, String.format(Locale.ROOT, "generator late: JMeter started its threads up to"
                + " %.0f ms (p99) after their places on the %s ramp (allowance %.1f ms): the burst reached the service more slowly than"
                + " planned, which lowers the throughput", p99, burst.ramp().toMillis() + " ms", allowance));
    }

    private static final Pattern THREAD_NUMBER = Pattern.compile("-(\\d+)$");

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
