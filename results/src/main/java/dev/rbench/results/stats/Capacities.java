package dev.rbench.results.stats;

import dev.rbench.results.Estimate;
import dev.rbench.results.Figures;
import dev.rbench.results.LatencySummary;
import dev.rbench.results.Percentile;
import dev.rbench.results.RepeatFigures;
import dev.rbench.results.RunResults;
import dev.rbench.results.SloCapacity;
import dev.rbench.results.SloObjective;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Each stack's capacity at a service-level objective. A load is sustained when every step at it (one per route or x
 * where the steps sweep them) sustained the objective: each bounded percentile at most its bound and failed requests
 * at most their share — on the step's own figures, or with repeats on their medians, a failed repeat counting as a
 * miss. The capacity is the largest sustained load (even where a smaller one missed: the steps say which); with
 * repeats each repeat's capacity is drawn the same way from that repeat's figures, and with
 * {@link Bootstrap#MIN_SAMPLES} or more the capacity gets the 95 % bootstrap interval of their median.
 */
public final class Capacities {

    private Capacities() {
    }

    public static SloCapacity of(RunResults results, SloObjective objective) {
        List<SloCapacity.StackCapacity> stacks = new ArrayList<>();
        boolean open = results.scenario() != null && results.scenario().openModel();
        for (StackRun run : results.runs()) {
            stacks.add(of(run, objective, open));
        }
        return new SloCapacity(objective, stacks);
    }

    static SloCapacity.StackCapacity of(StackRun run, SloObjective objective, boolean open) {
        List<SloCapacity.StepCheck> checks = new ArrayList<>();
        for (int i = 0; i < run.steps().size(); i++) {
            checks.add(check(i, run.steps().get(i), objective));
        }
        // Sustained per load: every step at it; per repeat the same, from each repeat's own figures.
        TreeMap<Double, List<SloCapacity.StepCheck>> byLoad = new TreeMap<>();
        checks.forEach(c -> byLoad.computeIfAbsent(c.load(), l -> new ArrayList<>()).add(c));
        Double capacity = null;
        for (Map.Entry<Double, List<SloCapacity.StepCheck>> load : byLoad.entrySet()) {
            if (load.getValue().stream().allMatch(SloCapacity.StepCheck::sustained)) {
                capacity = load.getKey();
            }
        }
        boolean largest = !byLoad.isEmpty() && byLoad.lastEntry().getValue()
                .stream().allMatch(SloCapacity.StepCheck::sustained);
        Estimate estimate = capacity == null ? null : estimate(capacity, perRepeat(run, objective));
        return new SloCapacity.StackCapacity(run.stack(), open ? null : estimate, open ? estimate : null, largest, checks);
    }

    private static Estimate estimate(double capacity, List<Double> samples) {
        if (samples.size() >= Bootstrap.MIN_SAMPLES) {
            double[] interval = Bootstrap.interval(samples, Bootstrap::median);
            return new Estimate(Figures.round(capacity), Figures.round(interval[0]), Figures.round(interval[1]), samples);
        }
        return Estimate.point(capacity, samples.size() > 1 ? samples : List.of());
    }

    /** Each repeat's capacity (0 where it sustained no load); empty without repeats. */
    static List<Double> perRepeat(StackRun run, SloObjective objective) {
        int repeats = run.steps().stream().mapToInt(s -> s.repeats().size()).max().orElse(0);
        List<Double> capacities = new ArrayList<>();
        for (int r = 0; r < repeats; r++) {
            Map<Double, Boolean> byLoad = new TreeMap<>();
            for (StepRecord step : run.steps()) {
                boolean sustained = r < step.repeats().size() && sustains(step.repeats().get(r), objective);
                byLoad.merge(load(step), sustained, Boolean::logicalAnd);
            }
            double capacity = 0;
            for (Map.Entry<Double, Boolean> load : byLoad.entrySet()) {
                if (load.getValue()) {
                    capacity = load.getKey();
                }
            }
            capacities.add(capacity);
        }
        return repeats > 1 ? capacities : List.of();
    }

    static SloCapacity.StepCheck check(int index, StepRecord step, SloObjective objective) {
        List<RepeatFigures> measured = step.repeats();
        List<Double> latency = new ArrayList<>();
        double errors;
        List<String> misses;
        if (measured.size() > 1) {
            LatencySummary medians = medians(measured);
            objective.latency().forEach(b -> latency.add(Figures.finite(b.percentile().of(medians))));
            errors = Bootstrap.median(measured.stream().mapToDouble(Capacities::errorsPercent).toArray());
            misses = objective.misses(medians, errors);
        } else if (step.ran() && !step.failed()) {
            objective.latency().forEach(b -> latency.add(Figures.finite(b.percentile().of(step.latencyMs()))));
            errors = step.errorPercent();
            misses = objective.misses(step.latencyMs(), errors);
        } else {
            errors = step.errorPercent() == null ? 100 : step.errorPercent();
            misses = List.of("failed" + (step.failure() == null ? "" : ": " + step.failure()));
        }
        int sustained = (int) measured.stream().filter(r -> sustains(r, objective)).count();
        return new SloCapacity.StepCheck(index, step.users(), step.rateRps(), step.route(), step.calls(), misses.isEmpty(),
                latency, Figures.round(errors), misses, sustained, measured.size(), p99BoundWithinInterval(step, objective));
    }

    /** Whether the objective's p99 bound lies within the step's p99 interval: the one percentile whose interval steps keep. */
    private static boolean p99BoundWithinInterval(StepRecord step, SloObjective objective) {
        Estimate p99 = step.stats() == null ? null : step.stats().latencyP99Ms();
        return p99 != null && p99.bounded() && objective.latency().stream()
                .anyMatch(b -> b.percentile() == Percentile.P99 && p99.low() <= b.maxMs() && b.maxMs() <= p99.high());
    }

    private static boolean sustains(RepeatFigures r, SloObjective objective) {
        return !r.failed() && r.requests() > 0 && r.latencyMs() != null && objective.misses(r.latencyMs(), errorsPercent(r)).isEmpty();
    }

    /** A repeat's failed requests in percent of those sent; a repeat that failed or sent nothing counts as all failed. */
    private static double errorsPercent(RepeatFigures r) {
        return r.failed() || r.requests() <= 0 ? 100 : (r.requests() - r.ok()) * 100.0 / r.requests();
    }

    /** Each percentile's median over the repeats; a failed repeat's latency counts as endless. */
    private static LatencySummary medians(List<RepeatFigures> repeats) {
        double[][] columns = new double[6][repeats.size()];
        for (int i = 0; i < repeats.size(); i++) {
            RepeatFigures r = repeats.get(i);
            LatencySummary l = r.failed() || r.latencyMs() == null ? null : r.latencyMs();
            double[] row = l == null ? new double[] {inf(), inf(), inf(), inf(), inf(), inf()}
                    : new double[] {l.mean(), l.p50(), l.p90(), l.p99(), l.p999(), l.max()};
            for (int c = 0; c < 6; c++) {
                columns[c][i] = row[c];
            }
        }
        return new LatencySummary(Bootstrap.median(columns[0]), Bootstrap.median(columns[1]), Bootstrap.median(columns[2]),
                Bootstrap.median(columns[3]), Bootstrap.median(columns[4]), Bootstrap.median(columns[5]));
    }

    private static double inf() {
        return Double.POSITIVE_INFINITY;
    }

    private static double load(StepRecord step) {
        return step.rateRps() != null ? step.rateRps() : step.users();
    }
}
