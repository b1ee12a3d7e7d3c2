package dev.rbench.report;

import dev.rbench.results.Estimate;
import dev.rbench.results.Metric;
import dev.rbench.results.Ratio;
import dev.rbench.results.RunResults;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepRecord;
import dev.rbench.results.StepStats;
import dev.rbench.results.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The runner's verdict as the report and summary.md open with it: its four sentences, the stacks'
 * standing, per step who leads on each figure and how surely, and every step's medians with their
 * intervals and the machine's noise. Renders what results.json says; judges nothing.
 */
final class VerdictReport {

    static final String LEADS_LEGEND = "Each cell: the leading stack, its figure over the next stack's (throughput: higher is"
            + " better; mean and p99: lower is) with the 95 % interval of that ratio, and whether the lead is significant"
            + " (interval excludes 1), a tie (it does not), unresolved (no interval: a file written before one-run intervals)"
            + " or won on errors; unresolved (partly the machine's): beyond the noise, but the runner-up's generator fell"
            + " behind, or on a busy machine it served less than its model beyond its noise. With fewer than 5 repeats the intervals are this machine's run-to-run noise for the workload,"
            + " so a lead on one run is significant only far beyond it.";
    static final String INTERVALS_LEGEND = "Medians over the repeats with their 95 % intervals (the method is named per step:"
            + " bootstrap over 5 or more repeats, else run-to-run noise, this machine's measured spread between runs);"
            + " other CPU: what processes this run did not start used while the step ran (100 = one core); busy: others used"
            + " half a core or more, or the hypervisor stole a tenth.";

    private VerdictReport() {
    }

    static boolean present(RunResults file) {
        return file.verdict() != null;
    }

    static List<String> sentences(RunResults file) {
        return file.verdict() == null ? List.of() : file.verdict().summary();
    }

    static TextTable standings(RunResults file) {
        TextTable table = new TextTable(List.of("rank", "stack", "significant wins", "steps with errors", "steps failed"));
        for (Verdict.Standing s : file.verdict().standings()) {
            table.row(List.of(Integer.toString(s.rank()), s.stack(), Integer.toString(s.wins()), Integer.toString(s.stepsWithErrors()),
                    Integer.toString(s.stepsFailed())));
        }
        return table;
    }

    static TextTable leads(RunResults file) {
        TextTable table = new TextTable(List.of("step", "throughput", "mean", "p99"));
        Map<Integer, Map<Metric, Verdict.Lead>> byStep = new TreeMap<>();
        Map<Integer, String> names = new TreeMap<>();
        for (Verdict.Lead lead : file.verdict().leads()) {
            byStep.computeIfAbsent(lead.index(), i -> new java.util.EnumMap<>(Metric.class)).put(lead.metric(), lead);
            names.put(lead.index(), lead.step());
        }
        byStep.forEach((index, leads) -> {
            List<String> row = new ArrayList<>(List.of(names.get(index)));
            for (Metric metric : Metric.values()) {
                row.add(leads.containsKey(metric) ? cell(leads.get(metric)) : "-");
            }
            table.row(row);
        });
        return table;
    }

    private static String cell(Verdict.Lead lead) {
        if (lead.runnerUp() == null) {
            return lead.leader() + ", alone";
        }
        String ratio = ratio(lead.ratio());
        String how = switch (lead.basis()) {
            case INTERVAL -> "significant";
            case ERRORS -> "on errors";
            case OVERLAP -> "tie";
            case NO_INTERVAL, ALONE -> "unresolved";
            case MACHINE -> "unresolved (partly the machine's)";
        };
        return lead.leader() + " " + ratio + " vs " + lead.runnerUp() + ", " + how;
    }

    static String ratio(Ratio r) {
        if (r == null || r.value() == null) {
            return "-";
        }
        return Fmt.fixed(r.value(), 3) + "×" + r.intervalText().map(t -> " (" + t + ")").orElse("");
    }

    /** One row per stack and step: medians, intervals, repeats, the method and the machine's noise. */
    static TextTable intervals(RunResults file) {
        TextTable table = new TextTable(List.of("stack", "step", "repeats", "req/s", "95 % interval", "mean ms", "95 % interval",
                "p99 ms", "95 % interval", "other CPU %", "busy", "method"));
        Map<Integer, String> names = new TreeMap<>();
        file.verdict().leads().forEach(l -> names.put(l.index(), l.step()));
        for (StackRun run : file.runs()) {
            for (int i = 0; i < run.steps().size(); i++) {
                StepRecord step = run.steps().get(i);
                StepStats s = step.stats();
                if (s == null) {
                    continue;
                }
                boolean busy = (step.noise() != null && step.noise().busy())
                        || step.repeats().stream().anyMatch(r -> r.noise() != null && r.noise().busy());
                double otherCpu = step.repeats().stream().filter(r -> r.noise() != null)
                        .mapToDouble(r -> r.noise().otherCpuPercent()).max().orElse(step.noise() == null ? Double.NaN
                                : step.noise().otherCpuPercent());
                table.row(List.of(run.stack(), names.getOrDefault(i, Integer.toString(i + 1)), Integer.toString(s.repeats()),
                        Fmt.fixed(s.throughputRps().value(), 2), interval(s.throughputRps(), 2),
                        Fmt.fixed(s.latencyMeanMs().value(), 1), interval(s.latencyMeanMs(), 1),
                        Fmt.fixed(s.latencyP99Ms().value(), 1), interval(s.latencyP99Ms(), 1),
                        Double.isNaN(otherCpu) ? "-" : Fmt.fixed(otherCpu, 0), busy ? "busy" : "", s.method().name().toLowerCase(
                                java.util.Locale.ROOT).replace('_', ' ')));
            }
        }
        return table;
    }

    private static String interval(Estimate e, int decimals) {
        return e.bounded() ? Fmt.fixed(e.low(), decimals) + "–" + Fmt.fixed(e.high(), decimals) : "-";
    }
}
