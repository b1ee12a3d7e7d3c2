package dev.rbench.results.stats;

import dev.rbench.results.Metric;
import dev.rbench.results.Verdict;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/** The verdict's three sentences: who leads and how surely, the widest significant gap, and what is noise. */
final class VerdictText {

    private VerdictText() {
    }

    static List<String> sentences(int steps, List<Verdict.Lead> leads, List<Verdict.Standing> standings, int busySteps) {
        List<String> out = new ArrayList<>();
        out.add(standing(steps, leads, standings));
        out.add(widestGap(leads));
        out.add(noise(leads, busySteps));
        return out;
    }

    private static String standing(int steps, List<Verdict.Lead> leads, List<Verdict.Standing> standings) {
        if (standings.isEmpty() || leads.isEmpty()) {
            return "No step was measured.";
        }
        Verdict.Standing top = standings.getFirst();
        String figures = steps + (steps == 1 ? " step's" : " steps'") + " throughput, mean and p99";
        StringBuilder s = new StringBuilder();
        if (top.wins() == 0) {
            s.append("No stack is significantly ahead on any of the ").append(figures);
        } else {
            s.append(top.stack()).append(" leads with ").append(top.wins()).append(" significant ")
                    .append(top.wins() == 1 ? "win" : "wins").append(" of the ").append(figures);
            List<String> others = standings.subList(1, standings.size()).stream()
                    .map(o -> o.stack() + " " + o.wins()).toList();
            if (!others.isEmpty()) {
                s.append(" (").append(String.join(", ", others)).append(")");
            }
        }
        List<String> erred = standings.stream().filter(o -> o.stepsWithErrors() > 0 || o.stepsFailed() > 0)
                .map(o -> o.stack() + " (" + (o.stepsWithErrors() + o.stepsFailed()) + ")").toList();
        if (!erred.isEmpty()) {
            s.append("; errors or failures in some steps rank ").append(String.join(", ", erred))
                    .append(" below every error-free stack");
        }
        return s.append(".").toString();
    }

    private static String widestGap(List<Verdict.Lead> leads) {
        Optional<Verdict.Lead> widest = leads.stream()
                .filter(l -> l.significant() && "interval".equals(l.basis()) && l.ratio().value() != null)
                .max(Comparator.comparingDouble(l -> gap(l)));
        if (widest.isEmpty()) {
            return "No lead rests on an interval that excludes a tie.";
        }
        Verdict.Lead l = widest.get();
        double factor = gap(l);
        String how = l.metric().higherIsBetter() ? "higher" : "lower";
        return String.format(Locale.ROOT, "The widest significant gap: at %s %s's %s is %s× %s than %s's (95 %% interval of the"
                + " ratio %s).", l.step(), l.leader(), l.metric().label(), number(factor), how, l.runnerUp(), interval(l));
    }

    /** How many times better the leader is, ≥ 1 whichever way the figure improves. */
    private static double gap(Verdict.Lead l) {
        double r = l.ratio().value();
        return l.metric().higherIsBetter() ? r : 1 / r;
    }

    private static String interval(Verdict.Lead l) {
        return String.format(Locale.ROOT, "%s–%s", number(l.ratio().low()), number(l.ratio().high()));
    }

    private static String noise(List<Verdict.Lead> leads, int busySteps) {
        String busy = busySteps == 0 ? "" : " " + busySteps + (busySteps == 1 ? " step" : " steps")
                + " ran on a busy machine (flagged in the tables).";
        if (!Verdicts.anyInterval(leads)) {
            return "No step has an interval (one repeat of steps too short for a timeline interval), so no lead can be told"
                    + " from noise: run with --repeat 5." + busy;
        }
        Set<String> ties = new LinkedHashSet<>();
        for (Verdict.Lead l : leads) {
            if (l.metric() == Metric.THROUGHPUT && "overlap".equals(l.basis())) {
                ties.add(l.step() + " (" + l.leader() + ", " + l.runnerUp() + ")");
            }
        }
        if (ties.isEmpty()) {
            return "Every throughput lead with an interval is significant." + busy;
        }
        return "Within their intervals the two best stacks' throughput cannot be told apart at " + String.join("; ", ties)
                + "." + busy;
    }

    static String number(double v) {
        double a = Math.abs(v);
        return String.format(Locale.ROOT, a >= 100 ? "%.0f" : a >= 10 ? "%.1f" : "%.2f", v);
    }
}
