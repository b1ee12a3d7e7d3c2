package dev.rbench.report;

import dev.rbench.results.StepRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The study's layout: one row per step (users, or offered rate), then mean latency, throughput and error rate, each
 * with one column per stack. Built once as cells so Markdown and HTML show exactly the same text.
 */
final class StudyTable {

    /** Shown for a step that was planned but not in results.json (e.g. an interrupted run). */
    static final String MISSING = "-";
    /** Shown for a step marked failed that sent no request at all. */
    static final String FAILED = "failed";
    /** Appended to a figure from a step marked failed: the number is real but not trustworthy. */
    static final String FAILED_MARK = "!";

    /** Appended to a figure from a step in which the load generator reported itself saturated. */
    static final String SATURATED_MARK = "\u2020";

    static final String SATURATED_LEGEND = SATURATED_MARK
            + " the load generator fell behind its schedule in this step (see Generator for why): the limit may be the generator or the CPUs it shares, not the service.";

    static final String LEGEND = "`" + FAILED + "` = the step could not be run; `" + FAILED_MARK
            + "` = the step ran but was marked failed (figure shown as measured); `" + MISSING
            + "` = no data for the step.";

    private StudyTable() {
    }

    static TextTable build(Results results) {
        List<String> stacks = results.stacks();
        List<String> header = new ArrayList<>();
        header.add(results.axis().label());
        stacks.forEach(s -> header.add("mean s " + s));
        stacks.forEach(s -> header.add("throughput req/s " + s));
        stacks.forEach(s -> header.add("errors % " + s));
        TextTable table = new TextTable(header);
        for (double value : results.stepValues()) {
            List<String> row = new ArrayList<>();
            row.add(results.axis().text(value));
            stacks.forEach(s -> row.add(cell(results.step(s, value), Medians::meanSeconds, 3)));
            stacks.forEach(s -> row.add(cell(results.step(s, value), Medians::throughput, 2)));
            stacks.forEach(s -> row.add(cell(results.step(s, value), StepRecord::errorPercent, 2)));
            table.row(row);
        }
        return table;
    }

    /** True when a figure carries the failed mark (possibly followed by the saturation mark). */
    static boolean failedFigure(String cell) {
        return cell.equals(FAILED) || cell.endsWith(FAILED_MARK) || cell.endsWith(FAILED_MARK + SATURATED_MARK);
    }

    static boolean saturatedFigure(String cell) {
        return cell.endsWith(SATURATED_MARK);
    }

    /** True when some step of the run was run by a saturated generator, i.e. the table needs {@link #SATURATED_LEGEND}. */
    static boolean anySaturated(Results results) {
        return results.anyStep(StepRecord::saturated);
    }

    static String cell(Optional<StepRecord> step, Function<StepRecord, Double> metric, int decimals) {
        if (step.isEmpty()) {
            return MISSING;
        }
        StepRecord s = step.get();
        if (s.failed() && !s.ran()) {
            return FAILED;
        }
        String figure = Fmt.fixed(metric.apply(s), decimals, "n/a");
        return figure + (s.failed() ? FAILED_MARK : "") + (s.saturated() ? SATURATED_MARK : "");
    }
}
