package dev.rbench.results.stats;

import dev.rbench.results.IntervalMethod;
import dev.rbench.results.Metric;
import dev.rbench.results.Verdict;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The verdict's four sentences: who leads and how surely, the widest significant gap, what is noise, and how the
 * intervals were drawn (the run's own repeats, or this machine's measured run-to-run noise for one run).
 */
final class VerdictText {

    private VerdictText() {
    }

    static List<String> sentences(int steps, List<Verdict.Lead> leads, List<Verdict.Pair> pairs,
                                  List<Verdict.Standing> standings, int busySteps, List<IntervalMethod> methods,
                                  List<String> methodTexts) {
        List<String> out = new ArrayList<>(sentences(steps, leads, pairs, standings, busySteps));
        out.add(howSure(methods, methodTexts));
        return out;
    }

    /** "How sure: ...": the steps' interval methods in words, and what a lead needs under the run-to-run noise. */
    private static String howSure(List<IntervalMethod> methods, List<String> methodTexts) {
        List<String> texts = methodTexts.stream().filter(Objects::nonNull).toList();
        if (texts.isEmpty()) {
            return "How sure: no step was measured.";
        }
        return "How sure: " + String.join("; ", texts) + (methods.contains(IntervalMethod.RUN_TO_RUN_NOISE)
                ? ". A lead is called significant there only where the interval of its ratio, both stacks' noise combined,"
                + " excludes a tie; --repeat 5 draws the intervals from the run's own repeats instead" : "") + ".";
    }

    private static List<String> sentences(int steps, List<Verdict.Lead> leads, List<Verdict.Pair> pairs,
                                          List<Verdict.Standing> standings, int busySteps) {
        List<String> out = new ArrayList<>();
        if (!leads.isEmpty() && leads.stream().noneMatch(l -> l.ratio() != null && l.ratio().bounded())) {
            // One repeat: say what the point estimates show, and that nothing is called significant.
            out.add(unresolved(standings));
            out.add(widestPointGap(pairs));
            out.add(busySteps == 0 ? "No step ran on a busy machine." : busySteps + (busySteps == 1 ? " step" : " steps")
                    + " ran on a busy machine (flagged in the tables).");
            return out;
        }
        out.add(standing(steps, leads, standings, pairs));
        out.add(widestGap(pairs));
        out.add(noise(leads, busySteps));
        return out;
    }

    private static String standing(int steps, List<Verdict.Lead> leads, List<Verdict.Standing> standings,
                                   List<Verdict.Pair> pairs) {
        if (standings.isEmpty() || leads.isEmpty()) {
            return "No step was measured.";
        }
        String figures = steps + (steps == 1 ? " step's" : " steps'") + " throughput, mean and p99";
        StringBuilder s = new StringBuilder();
        Verdict.Standing top = standings.getFirst();
        if (top.wins() == 0) {
            s.append("No stack is significantly better than another on any of the ").append(figures);
        } else {
            List<String> first = standings.stream().filter(o -> o.rank() == top.rank()).map(Verdict.Standing::stack).toList();
            s.append(first.size() == 1 ? first.getFirst() + " leads" : list(first) + " share the lead")
                    .append(" with ").append(top.wins()).append(" significant ").append(top.wins() == 1 ? "win" : "wins")
                    .append(first.size() == 1 ? "" : " each").append(" over another stack on the ").append(figures);
            List<String> others = standings.stream().filter(o -> o.rank() != top.rank()).map(o -> o.stack() + " " + o.wins()).toList();
            if (!others.isEmpty()) {
                s.append(" (").append(String.join(", ", others)).append(")");
            }
        }
        return s.append(errorsClause(standings)).append(aheadOnThroughput(pairs)).append(".").toString();
    }

    /**
     * "; on throughput virtual and reactive are significantly ahead of blocking at 50 and 100 users": per stack behind,
     * the stacks significantly ahead of it and the steps where, steps with the same stacks ahead said together; empty
     * where no throughput difference is significant on its interval (errors alone do not count here).
     */
    private static String aheadOnThroughput(List<Verdict.Pair> pairs) {
        // behind -> step -> the stacks ahead of it there, in the order the pairs name them
        Map<String, Map<String, Set<String>>> ahead = new LinkedHashMap<>();
        for (Verdict.Pair p : pairs) {
            if (p.metric() != Metric.THROUGHPUT || p.better() == null || !p.ratio().significant()) {
                continue;
            }
            String behind = p.better().equals(p.a()) ? p.b() : p.a();
            ahead.computeIfAbsent(behind, k -> new LinkedHashMap<>()).computeIfAbsent(p.step(), k -> new LinkedHashSet<>())
                    .add(p.better());
        }
        List<String> clauses = new ArrayList<>();
        ahead.forEach((behind, steps) -> {
            Map<Set<String>, List<String>> byLeaders = new LinkedHashMap<>();
            steps.forEach((step, leaders) -> byLeaders.computeIfAbsent(leaders, k -> new ArrayList<>()).add(step));
            byLeaders.forEach((leaders, at) -> clauses.add(list(List.copyOf(leaders)) + (leaders.size() == 1 ? " is" : " are")
                    + " significantly ahead of " + behind + " at " + steps(at)));
        });
        return clauses.isEmpty() ? "" : "; on throughput " + String.join(", ", clauses);
    }

    /** "50 and 100 users" from "50 users", "100 users"; other names listed as they are. */
    static String steps(List<String> names) {
        boolean users = names.stream().allMatch(n -> n.endsWith(" users"));
        List<String> shown = users ? names.stream().map(n -> n.substring(0, n.length() - " users".length())).toList() : names;
        return !users ? list(shown) : shown.equals(List.of("1")) ? "1 user" : list(shown) + " users";
    }

    /** "a", "a and b", "a, b and c". */
    private static String list(List<String> names) {
        return names.size() == 1 ? names.getFirst()
                : String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.getLast();
    }

    private static String unresolved(List<Verdict.Standing> standings) {
        StringBuilder s = new StringBuilder("With one repeat (and no steady step of 10 s or more) no step has an interval,"
                + " so no difference below is called significant: run with --repeat 5 to tell leads from noise");
        return s.append(errorsClause(standings)).append(".").toString();
    }

    /** The largest throughput gap between two stacks by point estimates alone, said to be one. */
    private static String widestPointGap(List<Verdict.Pair> pairs) {
        Optional<Verdict.Pair> widest = pairs.stream()
                .filter(p -> p.metric() == Metric.THROUGHPUT && p.ratio() != null && p.ratio().value() != null && p.ratio().value() > 0)
                .max(Comparator.comparingDouble(VerdictText::gap));
        if (widest.isEmpty()) {
            return "No two stacks measured the same step.";
        }
        Verdict.Pair p = widest.get();
        // ratio = b's figure over a's; throughput: higher is better.
        boolean bBetter = p.ratio().value() >= 1;
        return String.format(Locale.ROOT, "By point estimates alone, the widest gap: at %s %s's throughput is %s× %s's"
                + " (one measurement each, no interval).", steps(List.of(p.step())), bBetter ? p.b() : p.a(), number(gap(p)), bBetter ? p.a() : p.b());
    }

    /** "; errors or failures in some steps rank X (n) below every error-free stack", or nothing. */
    private static String errorsClause(List<Verdict.Standing> standings) {
        List<String> erred = standings.stream().filter(o -> o.stepsWithErrors() > 0 || o.stepsFailed() > 0)
                .map(o -> o.stack() + " (" + (o.stepsWithErrors() + o.stepsFailed()) + ")").toList();
        return erred.isEmpty() ? "" : "; errors or failures in some steps rank " + String.join(", ", erred)
                + " below every error-free stack";
    }

    private static String widestGap(List<Verdict.Pair> pairs) {
        Optional<Verdict.Pair> widest = pairs.stream()
                .filter(p -> p.better() != null && p.ratio().significant() && p.ratio().value() != null)
                .max(Comparator.comparingDouble(VerdictText::gap));
        if (widest.isEmpty()) {
            return "No difference between two stacks has an interval that excludes a tie.";
        }
        Verdict.Pair p = widest.get();
        String worse = p.better().equals(p.a()) ? p.b() : p.a();
        // The ratio as better over worse (≥ 1 for throughput, ≤ 1 for latency), its interval likewise.
        boolean flip = p.better().equals(p.a());
        double low = flip ? 1 / p.ratio().high() : p.ratio().low();
        double high = flip ? 1 / p.ratio().low() : p.ratio().high();
        boolean higher = p.metric().higherIsBetter();
        return String.format(Locale.ROOT, "The widest significant gap: at %s %s's %s is %s× %s than %s's (95 %% interval %s–%s×).",
                steps(List.of(p.step())), p.better(), p.metric().label(), number(gap(p)), higher ? "higher" : "lower", worse,
                number(higher ? low : 1 / high), number(higher ? high : 1 / low));
    }

    /** How many times better the better stack is, ≥ 1 whichever way the figure improves. */
    private static double gap(Verdict.Pair p) {
        double r = p.ratio().value();
        return r >= 1 ? r : 1 / r;
    }

    private static String noise(List<Verdict.Lead> leads, int busySteps) {
        String busy = busySteps == 0 ? "" : " " + busySteps + (busySteps == 1 ? " step" : " steps")
                + " ran on a busy machine (flagged in the tables).";
        if (leads.stream().noneMatch(l -> l.ratio() != null && l.ratio().bounded())) {
            return "No step has an interval (one repeat, and no steady step of 10 s or more), so no lead can be told"
                    + " from noise: run with --repeat 5." + busy;
        }
        Set<String> ties = new LinkedHashSet<>();
        for (Verdict.Lead l : leads) {
            if (l.metric() == Metric.THROUGHPUT && l.basis() == Verdict.Basis.OVERLAP) {
                ties.add(steps(List.of(l.step())) + " (" + l.leader() + ", " + l.runnerUp() + ")");
            } else if (l.metric() == Metric.THROUGHPUT && l.basis() == Verdict.Basis.MACHINE) {
                ties.add(steps(List.of(l.step())) + " (" + l.leader() + ", " + l.runnerUp() + ": " + l.runnerUp() + "'s step was partly the"
                        + " machine's)");
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
