package dev.rbench.results.stats;

import dev.rbench.results.IntervalMethod;
import dev.rbench.results.Metric;
import dev.rbench.results.Ratio;
import dev.rbench.results.RunResults;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepRecord;
import dev.rbench.results.StepStats;
import dev.rbench.results.Verdict;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Judges a run: for every step and figure each pair of stacks (b / a with its interval, and which is
 * better when significantly so), the leading stack and whether its lead over the next is significant,
 * the stacks' standing by significant wins, and four sentences saying so and how sure they are. A stack with failed
 * requests in a step ranks below every error-free stack there, whatever its figures. The runner calls
 * this after every step and writes the verdict into results.json; the report only renders it.
 */
public final class Verdicts {

    private Verdicts() {
    }

    /** The verdict of {@code results}, whose stacks' steps are named by {@code stepNames} in order. */
    public static Verdict of(RunResults results, List<String> stepNames) {
        List<StackRun> runs = results.runs();
        List<Verdict.Lead> leads = new ArrayList<>();
        List<Verdict.Pair> pairs = new ArrayList<>();
        for (int i = 0; i < stepNames.size(); i++) {
            List<Candidate> measured = measured(runs, i);
            for (Metric metric : Metric.values()) {
                lead(measured, i, stepNames.get(i), metric).ifPresent(leads::add);
                for (int a = 0; a < measured.size(); a++) {
                    for (int b = a + 1; b < measured.size(); b++) {
                        pairs.add(pair(measured.get(a), measured.get(b), i, stepNames.get(i), metric));
                    }
                }
            }
        }
        List<Verdict.Standing> standings = standings(runs, pairs);
        List<StepStats> stats = runs.stream().flatMap(r -> r.steps().stream()).filter(s -> s.ran() && !s.failed())
                .map(Verdicts::statsOf).toList();
        List<IntervalMethod> methods = stats.stream().map(StepStats::method).distinct().sorted().toList();
        List<String> methodTexts = stats.stream().map(StepStats::methodText).distinct().toList();
        return new Verdict(VerdictText.sentences(stepNames.size(), leads, pairs, standings, busySteps(runs), methods, methodTexts), leads,
                standings, pairs, methods);
    }

    /** The step's summary; a file written before repeats has none, and gets its own figures without intervals. */
    public static StepStats statsOf(StepRecord step) {
        return step.stats() != null ? step.stats() : StepEstimates.of(step, List.of(step.asRepeat(1)), false);
    }

    private record Candidate(String stack, StepRecord step, StepStats stats) {
        boolean errorFree() {
            return step.ok() == step.requests() && step.repeats().stream().allMatch(r -> r.ok() == r.requests());
        }

        double value(Metric metric) {
            return stats.of(metric).value();
        }
    }

    private static List<Candidate> measured(List<StackRun> runs, int index) {
        List<Candidate> measured = new ArrayList<>();
        for (StackRun run : runs) {
            if (index < run.steps().size()) {
                StepRecord step = run.steps().get(index);
                if (step.ran() && !step.failed()) {
                    measured.add(new Candidate(run.stack(), step, statsOf(step)));
                }
            }
        }
        return measured;
    }

    /** {@code b / a}, and the better of the two when the data says so. */
    private static Verdict.Pair pair(Candidate a, Candidate b, int index, String step, Metric metric) {
        Ratio ratio = ratio(a, b, metric);
        String better = null;
        boolean significant;
        if (a.errorFree() != b.errorFree()) {
            significant = true;
            better = a.errorFree() ? a.stack : b.stack;
        } else {
            significant = ratio.significant();
            if (significant) {
                boolean bHigher = ratio.low() > 1;
                better = bHigher == metric.higherIsBetter() ? b.stack : a.stack;
                if (!Differences.callable(method(a, b), (better.equals(a.stack) ? b : a).step)) {
                    significant = false;
                    better = null;
                }
            }
        }
        return new Verdict.Pair(index, step, metric, a.stack, b.stack, ratio, significant, better);
    }

    private static IntervalMethod method(Candidate a, Candidate b) {
        return Differences.common(a.stats.method(), b.stats.method());
    }

    private static Ratio ratio(Candidate a, Candidate b, Metric metric) {
        return Differences.ratio(a.stats.of(metric), b.stats.of(metric), method(a, b));
    }

    private static Optional<Verdict.Lead> lead(List<Candidate> measured, int index, String name, Metric metric) {
        if (measured.isEmpty()) {
            return Optional.empty();
        }
        Comparator<Candidate> best = Comparator.comparingDouble(c -> c.value(metric));
        if (metric.higherIsBetter()) {
            best = best.reversed();
        }
        List<Candidate> ranked = new ArrayList<>(measured.stream().filter(Candidate::errorFree).sorted(best).toList());
        ranked.addAll(measured.stream().filter(c -> !c.errorFree()).sorted(best).toList());
        Candidate leader = ranked.getFirst();
        if (ranked.size() == 1) {
            return Optional.of(new Verdict.Lead(index, name, metric, leader.stack, null, null, false, Verdict.Basis.ALONE));
        }
        Candidate next = ranked.get(1);
        Ratio ratio = ratio(next, leader, metric);
        Verdict.Basis basis;
        boolean significant;
        if (leader.errorFree() && !next.errorFree()) {
            basis = Verdict.Basis.ERRORS;
            significant = true;
        } else if (!ratio.bounded()) {
            basis = Verdict.Basis.NO_INTERVAL;
            significant = false;
        } else if (ratio.significant() && !Differences.callable(method(next, leader), next.step)) {
            basis = Verdict.Basis.MACHINE;
            significant = false;
        } else {
            significant = ratio.significant();
            basis = significant ? Verdict.Basis.INTERVAL : Verdict.Basis.OVERLAP;
        }
        return Optional.of(new Verdict.Lead(index, name, metric, leader.stack, next.stack, ratio, significant, basis));
    }

    private static List<Verdict.Standing> standings(List<StackRun> runs, List<Verdict.Pair> pairs) {
        Map<String, Long> wins = pairs.stream().filter(p -> p.better() != null)
                .collect(Collectors.groupingBy(Verdict.Pair::better, Collectors.counting()));
        record Tally(String stack, int wins, int errors, int failed) {
            boolean clean() {
                return errors == 0 && failed == 0;
            }
        }
        List<Tally> tallies = runs.stream().map(run -> new Tally(run.stack(), wins.getOrDefault(run.stack(), 0L).intValue(),
                (int) run.steps().stream().filter(s -> s.ran() && (s.ok() < s.requests()
                        || s.repeats().stream().anyMatch(r -> r.ok() < r.requests()))).count(),
                (int) run.steps().stream().filter(StepRecord::failed).count())).toList();
        Comparator<Tally> order = Comparator.comparing((Tally t) -> !t.clean()).thenComparing(Tally::wins, Comparator.reverseOrder())
                .thenComparingInt(Tally::errors).thenComparingInt(Tally::failed);
        List<Tally> sorted = tallies.stream().sorted(order).toList();
        List<Verdict.Standing> standings = new ArrayList<>();
        for (int i = 0; i < sorted.size(); i++) {
            Tally t = sorted.get(i);
            // Equal tallies share a rank: the order between them is not something the data says.
            int rank = i > 0 && order.compare(sorted.get(i - 1), t) == 0 ? standings.get(i - 1).rank() : i + 1;
            standings.add(new Verdict.Standing(t.stack, rank, t.wins, t.errors, t.failed));
        }
        return standings;
    }

    private static int busySteps(List<StackRun> runs) {
        return (int) runs.stream().flatMap(r -> r.steps().stream())
                .filter(s -> (s.noise() != null && s.noise().busy())
                        || s.repeats().stream().anyMatch(r -> r.noise() != null && r.noise().busy()))
                .count();
    }
}
