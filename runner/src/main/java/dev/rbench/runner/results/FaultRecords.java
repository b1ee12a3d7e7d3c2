package dev.rbench.runner.results;

import dev.rbench.results.ErrorCounts;
import dev.rbench.results.FaultFigures;
import dev.rbench.results.TimelineSecond;
import java.util.List;

/**
 * How a step went through a fault, from its per-second timeline: the p99 before the fault (the
 * median of the seconds wholly before it), the worst p99 from the fault on, failures during it
 * (up to the end of the second it ends in) and after, and the recovery — from the fault's end to the end of the first later second whose p99
 * is within {@link #RECOVERED} of the p99 before (null: not within the step).
 */
public final class FaultRecords {

    /** "Back within 10 % of its pre-fault value", as the issue puts it. */
    static final double RECOVERED = 1.10;

    private FaultRecords() {
    }

    public static FaultFigures of(String fault, long startedAtMs, long endedAtMs, List<TimelineSecond> timeline) {
        double startS = startedAtMs / 1000.0;
        double endS = Math.max(startedAtMs, endedAtMs) / 1000.0;
        double[] before = timeline.stream().filter(t -> t.second() + 1 <= startS && t.p99Ms() != null)
                .mapToDouble(TimelineSecond::p99Ms).sorted().toArray();
        Double p99Before = before.length == 0 ? null : before[before.length / 2];
        Double worst = timeline.stream().filter(t -> t.second() + 1 > startS && t.p99Ms() != null)
                .map(TimelineSecond::p99Ms).max(Double::compare).orElse(null);
        // The second the fault ends in counts as during: requests the fault failed fail as it is lifted
        // (drivers give up on their dead connections then), which at a second's resolution is that second.
        long lastDuring = (long) Math.floor(endS);
        ErrorCounts during = sum(timeline.stream().filter(t -> t.second() + 1 > startS && t.second() <= lastDuring).toList());
        ErrorCounts after = sum(timeline.stream().filter(t -> t.second() > lastDuring).toList());
        Double recovery = null;
        if (p99Before != null && startedAtMs >= 0) {
            for (TimelineSecond t : timeline) {
                // A second that began after the fault ended, with answers as fast as before.
                if (t.second() >= endS && t.p99Ms() != null && t.p99Ms() <= p99Before * RECOVERED) {
                    recovery = Math.round((t.second() + 1 - endS) * 10) / 10.0;
                    break;
                }
            }
        }
        return new FaultFigures(fault, startedAtMs, endedAtMs, p99Before, worst, during.total(), after.total(), recovery)
                .withErrors(during, after);
    }

    private static ErrorCounts sum(List<TimelineSecond> seconds) {
        return seconds.stream().map(TimelineSecond::errors).reduce(ErrorCounts.NONE, ErrorCounts::plus);
    }
}
