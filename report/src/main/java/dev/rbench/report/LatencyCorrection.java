package dev.rbench.report;

import dev.rbench.results.LatencySummary;
import dev.rbench.results.StepRecord;
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

    /** The section, where some step has an uncorrected latency that differs from the corrected one. */
    static Optional<TableSection> section(Results results) {
        return results.anyStep(LatencyCorrection::differs)
                ? Optional.of(TableSection.of("latency-correction", "Latency: corrected vs uncorrected", EXPLANATION,
                        build(results), 1))
                : Optional.empty();
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
        return results.stepTable(List.of("mean ms", "mean ms uncorrected", "p99 ms", "p99 ms uncorrected"), (stack, s) ->
                s.latencyMsUncorrected() == null || s.latencyMs() == null || !s.ran() ? null
                        : List.of(StudyTable.cell(Optional.of(s), r -> r.latencyMs().mean(), 1),
                                StudyTable.cell(Optional.of(s), r -> r.latencyMsUncorrected().mean(), 1),
                                StudyTable.cell(Optional.of(s), r -> r.latencyMs().p99(), 1),
                                StudyTable.cell(Optional.of(s), r -> r.latencyMsUncorrected().p99(), 1)));
    }
}
