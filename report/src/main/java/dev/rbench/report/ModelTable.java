package dev.rbench.report;

import dev.rbench.results.StepRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Measured against predicted, per stack and step: the check that the analytic model (blocking
 * flattens at T/t, virtual and reactive follow R/t) explains what was measured.
 */
final class ModelTable {

    private ModelTable() {
    }

    static TextTable build(Results results) {
        TextTable table = new TextTable(List.of("stack", results.axis().label(),
                "throughput req/s", "model req/s", "error %",
                "mean s", "model mean s", "error %"));
        for (String stack : results.stacks()) {
            for (double value : results.stepValues()) {
                Optional<StepRecord> step = results.step(stack, value);
                if (step.isEmpty()) {
                    continue;   // the study table already shows the gap; a row of dashes adds nothing
                }
                StepRecord s = step.get();
                // A stack the runner could not model says why (a user's app variant without kind/threads/pool).
                String none = results.run(stack).map(r -> r.config().get("model")).map(String::valueOf).orElse("-");
                List<String> row = new ArrayList<>();
                row.add(stack);
                row.add(results.axis().text(value));
                row.add(StudyTable.cell(step, StepRecord::throughputRps, 2));
                row.add(Fmt.fixed(s.model() == null ? null : s.model().throughputRps(), 2, none));
                row.add(Fmt.signedPercent(throughputError(s), "-"));
                row.add(StudyTable.cell(step, Results::meanSeconds, 3));
                row.add(Fmt.fixed(modelMeanSeconds(s), 3, none));
                row.add(Fmt.signedPercent(meanLatencyError(s), "-"));
                table.row(row);
            }
        }
        return table;
    }

    static Double modelMeanSeconds(StepRecord step) {
        Double ms = step.model() == null ? null : step.model().meanLatencyMs();
        return ms == null ? null : ms / 1000.0;
    }

    /** The error recorded by the runner; recomputed from the two figures only when it is absent. */
    static Double throughputError(StepRecord step) {
        Double recorded = step.modelError() == null ? null : step.modelError().throughput();
        return recorded != null ? recorded
                : ratioMinusOne(step.ran() ? step.throughputRps() : null, step.model() == null ? null : step.model().throughputRps());
    }

    static Double meanLatencyError(StepRecord step) {
        Double recorded = step.modelError() == null ? null : step.modelError().meanLatency();
        return recorded != null ? recorded
                : ratioMinusOne(step.latencyMs() == null ? null : step.latencyMs().mean(),
                        step.model() == null ? null : step.model().meanLatencyMs());
    }

    private static Double ratioMinusOne(Double measured, Double predicted) {
        if (measured == null || predicted == null || predicted == 0) {
            return null;
        }
        return measured / predicted - 1.0;
    }
}
