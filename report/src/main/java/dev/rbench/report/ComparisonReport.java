package dev.rbench.report;

import dev.rbench.results.Ratio;
import java.util.ArrayList;
import java.util.List;

/**
 * The outcome of comparing two runs: the steps that could be compared, and every reason some
 * could not. Mismatches are kept separate so a "no regressions" answer never hides a step that
 * was simply not compared.
 */
public final class ComparisonReport {

    private final String labelA;
    private final String labelB;
    private final String axis;
    private final List<StepComparison> steps;
    private final List<String> mismatches;
    private final List<String> notes;

    /** @param axis the step axis of the compared steps, "users" or "offered req/s" (the table's second column) */
    ComparisonReport(String labelA, String labelB, String axis, List<StepComparison> steps, List<String> mismatches, List<String> notes) {
        this.labelA = labelA;
        this.labelB = labelB;
        this.axis = axis;
        this.steps = List.copyOf(steps);
        this.mismatches = List.copyOf(mismatches);
        this.notes = List.copyOf(notes);
    }

    /**
     * Steps left out that do not make the runs incomparable: failed in both runs, or in the
     * baseline only (B cannot be worse). A step that failed in B only is a mismatch.
     */
    public List<String> notes() {
        return notes;
    }

    public List<StepComparison> steps() {
        return steps;
    }

    /** Plain sentences, one per difference that prevented (or qualifies) a comparison. */
    public List<String> mismatches() {
        return mismatches;
    }

    public boolean hasMismatches() {
        return !mismatches.isEmpty();
    }

    /**
     * Steps where B's throughput is more than {@code fraction} below A's, or B's p99 more than
     * {@code fraction} above A's (0.10 = 10 %), and the whole 95 % interval of B/A lies beyond that:
     * what a gate fails on.
     */
    public List<Regression> regressions(double fraction) {
        return findings(fraction).stream().filter(Regression::confirmed).toList();
    }

    /**
     * Steps whose B/A is beyond {@code fraction} but whose interval reaches back over it, or that have
     * no interval (fewer than 5 repeats): differences the data cannot resolve.
     */
    public List<Regression> inconclusive(double fraction) {
        return findings(fraction).stream().filter(r -> !r.confirmed()).toList();
    }

    private List<Regression> findings(double fraction) {
        if (fraction < 0 || Double.isNaN(fraction)) {
            throw new IllegalArgumentException("threshold must be a non-negative fraction, was " + fraction);
        }
        List<Regression> found = new ArrayList<>();
        for (StepComparison step : steps) {
            Ratio t = step.throughputInterval();
            double throughputChange = step.throughputRatio() - 1.0;
            boolean throughputConfirmed = t != null && t.wholeBelow(1 - fraction);
            if (throughputChange < -fraction || throughputConfirmed) {
                found.add(new Regression(step.stack(), step.axis(), step.step(), step.stepText(), Regression.Metric.THROUGHPUT,
                        step.throughputA(), step.throughputB(), throughputChange, t, throughputConfirmed));
            }
            Ratio p = step.p99Interval();
            double p99Change = step.p99Ratio() - 1.0;
            boolean p99Confirmed = p != null && p.wholeAbove(1 + fraction);
            if (p99Change > fraction || p99Confirmed) {   // false for NaN: a missing p99 is a mismatch, not a regression
                found.add(new Regression(step.stack(), step.axis(), step.step(), step.stepText(), Regression.Metric.P99_LATENCY,
                        step.p99MsA(), step.p99MsB(), p99Change, p, p99Confirmed));
            }
        }
        return found;
    }

    /** An aligned text table of all compared steps, then the mismatches. */
    public String render() {
        StringBuilder out = new StringBuilder();
        out.append("A: ").append(labelA).append('\n');
        out.append("B: ").append(labelB).append("\n\n");
        TextTable table = new TextTable(List.of("stack", axis, "req/s A", "req/s B", "B/A", "95 % interval", "p99 ms A",
                "p99 ms B", "B/A", "95 % interval"));
        for (StepComparison s : steps) {
            table.row(List.of(s.stack(), s.stepCell(),
                    Fmt.fixed(s.throughputA(), 2), Fmt.fixed(s.throughputB(), 2), Fmt.fixed(s.throughputRatio(), 3, "-"),
                    interval(s.throughputInterval()),
                    Fmt.fixed(s.p99MsA(), 1, "-"), Fmt.fixed(s.p99MsB(), 1, "-"), Fmt.fixed(s.p99Ratio(), 3, "-"),
                    interval(s.p99Interval())));
        }
        out.append(steps.isEmpty() ? "No step could be compared.\n" : table.plain(1));
        if (!mismatches.isEmpty()) {
            out.append("\nMismatches (not compared):\n");
            mismatches.forEach(m -> out.append("- ").append(m).append('\n'));
        }
        if (!notes.isEmpty()) {
            out.append("\nAlso not compared:\n");
            notes.forEach(m -> out.append("- ").append(m).append('\n'));
        }
        return out.toString();
    }

    private static String interval(Ratio r) {
        return r == null ? "-" : r.intervalText().orElse("-");
    }

    @Override
    public String toString() {
        return render();
    }
}
