package dev.rbench.runner.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

/**
 * The study's table, one row per step and one column per stack for each figure:
 * {@code users | mean s (…) | throughput req/s (…) | errors % (…)}, as aligned Markdown, which reads
 * well both on a terminal and in summary.md.
 */
public final class SummaryTable {

    private SummaryTable() {
    }

    @SuppressWarnings("unchecked")
    public static String markdown(RunResults results) {
        List<String> stacks = (List<String>) results.scenario().get("stacks");
        List<Integer> users = (List<Integer>) results.scenario().get("users");
        List<String> header = new ArrayList<>();
        header.add("users");
        addGroup(header, "mean s", stacks);
        addGroup(header, "throughput req/s", stacks);
        addGroup(header, "errors %", stacks);
        List<List<String>> rows = new ArrayList<>();
        for (int i = 0; i < users.size(); i++) {
            int index = i;
            List<String> row = new ArrayList<>();
            row.add(Integer.toString(users.get(i)));
            addCells(row, results, stacks, index, s -> fmt(s.latencyMs().mean() / 1000, 3));
            addCells(row, results, stacks, index, s -> fmt(s.throughput(), 2));
            addCells(row, results, stacks, index, s -> fmt(s.errorPercent(), 2));
            rows.add(row);
        }
        return render(header, rows);
    }

    private static void addGroup(List<String> header, String figure, List<String> stacks) {
        for (String stack : stacks) {
            header.add(figure + " " + stack);
        }
    }

    private static void addCells(List<String> row, RunResults results, List<String> stacks, int stepIndex,
                                 Function<StepRecord, String> figure) {
        for (String stack : stacks) {
            row.add(step(results, stack, stepIndex)
                    .map(s -> s.failed() && s.requests() == 0 ? "failed" : figure.apply(s) + (s.failed() ? "!" : ""))
                    .orElse("-"));
        }
    }

    private static Optional<StepRecord> step(RunResults results, String stack, int index) {
        return results.runs().stream().filter(r -> r.stack().equals(stack)).findFirst()
                .filter(r -> index < r.steps().size())
                .map(r -> r.steps().get(index));
    }

    private static String fmt(double v, int decimals) {
        return String.format(Locale.ROOT, "%." + decimals + "f", v);
    }

    private static String render(List<String> header, List<List<String>> rows) {
        int[] width = new int[header.size()];
        for (int c = 0; c < header.size(); c++) {
            width[c] = header.get(c).length();
            for (List<String> row : rows) {
                width[c] = Math.max(width[c], row.get(c).length());
            }
        }
        StringBuilder sb = new StringBuilder();
        line(sb, header, width);
        List<String> rule = new ArrayList<>();
        for (int w : width) {
            rule.add("-".repeat(Math.max(3, w - 1)) + ":");
        }
        line(sb, rule, width);
        rows.forEach(r -> line(sb, r, width));
        return sb.toString();
    }

    private static void line(StringBuilder sb, List<String> cells, int[] width) {
        sb.append('|');
        for (int c = 0; c < cells.size(); c++) {
            sb.append(' ').append(" ".repeat(Math.max(0, width[c] - cells.get(c).length()))).append(cells.get(c)).append(" |");
        }
        sb.append('\n');
    }
}
