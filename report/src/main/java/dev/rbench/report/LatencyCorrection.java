package dev.rbench.report;

import dev.rbench.results.LatencySummary;
import dev.rbench.results.StepRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Corrected against uncorrected latency ({@code latencyMs} against {@code latencyMsUncorrected}):
 * the gap is what coordinated omission would hide.
 */
final class LatencyCorrection {

    static final String EXPLANATION = "Coordinated omission: latency is measured from when each request should have "
            + "been sent; the uncorrected figure hides the time requests waited in the generator.";

    private LatencyCorrection() {
    }

    /** True when some step has an uncorrected latency that differs from the corrected one. */
    static boolean differs(Results results) {
        return results.anyStep(LatencyCorrection::differs);
    }

    static boolean differs(StepRecord step) {
        LatencySummary c = step.latencyMs();
        LatencySummary u = step.latencyMsUncorrected();
        if (c == null || u == null) {
            return false;
        }
        return apart(c.mean(), u.mean()) || apart(c.p50(), u.p50()) || apart(c.p99(), u.p99()) || apart(c.max(), u.max());
    }

    private static boolean apart(double a, double b) {
        return Math.abs(a - b) > 1e-9;
    }

    /** One row per step that carries an uncorrected latency: mean and p99, corrected and uncorrected, in ms. */
    static TextTable build(Results results) {
        TextTable table = new TextTable(List.of("stack", results.axis().label(), "mean ms", "mean ms uncorrected",
                "p99 ms", "p99 ms uncorrected"));
        for (String stack : results.stacks()) {
            for (double value : results.stepValues()) {
                Optional<StepRecord> step = results.step(stack, value);
                if (step.isEmpty() || step.get().latencyMsUncorrected() == null || step.get().latencyMs() == null
                        || !step.get().ran()) {
                    continue;
                }
                List<String> row = new ArrayList<>();
                row.add(stack);
                row.add(results.axis().text(value));
                row.add(StudyTable.cell(step, s -> s.latencyMs().mean(), 1));
                row.add(StudyTable.cell(step, s -> s.latencyMsUncorrected().mean(), 1));
                row.add(StudyTable.cell(step, s -> s.latencyMs().p99(), 1));
                row.add(StudyTable.cell(step, s -> s.latencyMsUncorrected().p99(), 1));
                table.row(row);
            }
        }
        return table;
    }
}
