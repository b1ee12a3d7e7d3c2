package dev.rbench.results.stats;

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
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Judges a run: for every step and figure the leading stack and whether its lead is significant (the
 * interval of leader / runner-up excludes 1), the stacks' standing, and three sentences saying so.
 * A stack with failed requests in a step ranks below every error-free stack there, whatever its
 * figures; the runner calls this after every step and writes the verdict into results.json.
 */
public final class Verdicts {

    private Verdicts() {
    }

    /** The verdict of {@code results}, whose stacks' steps are named by {@code stepNames} in order. */
    public static Verdict of(RunResults results, List<String> stepNames) {
        List<StackRun> runs = results.runs();
        List<Verdict.Lead> leads = new ArrayList<>();
        for (int i = 0; i < stepNames.size(); i++) {
            for (Metric metric : Metric.values()) {
                lead(runs, i, stepNames.get(i), metric).ifPresent(leads::add);
            }
        }
        List<Verdict.Standing> standings = standings(runs, leads);
        return new Verdict(VerdictText.sentences(stepNames.size(), leads, standings, busySteps(runs)), leads, standings);
    }

    private record Candidate(String stack, StepRecord step, StepStats stats) {
        boolean errorFree() {
            return step.ok() == step.requests() && step.repeats().stream().allMatch(r -> r.ok() == r.requests());
        }
    }

    private static Optional<Verdict.Lead> lead(List<StackRun> runs, int index, String name, Metric metric) {
        List<Candidate> measured = new ArrayList<>();
        for (StackRun run : runs) {
            if (index < run.steps().size()) {
                StepRecord step = run.steps().get(index);
                if (step.ran() && !step.failed()) {
                    measured.add(new Candidate(run.stack(), step, statsOf(step)));
                }
            }
        }
        if (measured.isEmpty()) {
            return Optional.empty();
        }
        Comparator<Candidate> best = Comparator.comparingDouble(c -> c.stats.of(metric).value());
        if (metric.higherIsBetter()) {
            best = best.reversed();
        }
        List<Candidate> errorFree = measured.stream().filter(Candidate::errorFree).sorted(best).toList();
        List<Candidate> withErrors = measured.stream().filter(c -> !c.errorFree()).sorted(best).toList();
        List<Candidate> ranked = new ArrayList<>(errorFree);
        ranked.addAll(withErrors);
        Candidate leader = ranked.getFirst();
        if (ranked.size() == 1) {
            return Optional.of(new Verdict.Lead(index, name, metric, leader.stack, null, null, false, "alone"));
        }
        Candidate next = ranked.get(1);
        Ratio ratio = Differences.ratio(next.stats.of(metric), leader.stats.of(metric),
                Differences.common(leader.stats.method(), next.stats.method()));
        String basis;
        boolean significant;
        if (leader.errorFree() && !next.errorFree()) {
            basis = "errors";
            significant = true;
        } else if (!ratio.bounded()) {
            basis = "no interval";
            significant = false;
        } else {
            significant = ratio.significant();
            basis = significant ? "interval" : "overlap";
        }
        return Optional.of(new Verdict.Lead(index, name, metric, leader.stack, next.stack, ratio, significant, basis));
    }

    /** The step's summary; a file written before repeats has none, and gets its own figures without intervals. */
    static StepStats statsOf(StepRecord step) {
        return step.stats() != null ? step.stats() : StepEstimates.of(step, List.of(step.asRepeat(1)), false);
    }

    private static List<Verdict.Standing> standings(List<StackRun> runs, List<Verdict.Lead> leads) {
        Map<String, Long> wins = leads.stream().filter(Verdict.Lead::significant)
                .collect(Collectors.groupingBy(Verdict.Lead::leader, Collectors.counting()));
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
        Function<StepRecord, Boolean> busy = s -> (s.noise() != null && s.noise().busy())
                || s.repeats().stream().anyMatch(r -> r.noise() != null && r.noise().busy());
        return (int) runs.stream().flatMap(r -> r.steps().stream()).filter(busy::apply).count();
    }

    /** Whether any step of the run has an interval at all. */
    static boolean anyInterval(List<Verdict.Lead> leads) {
        return leads.stream().anyMatch(l -> l.ratio() != null && l.ratio().bounded());
    }
}
