package dev.rbench.report;

import dev.rbench.results.ModelAtStepCpu;
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

    /** What the model section says in place of its table when the scenario asked for measurements only. */
    static final String MEASURED_ONLY = "Not modelled: the scenario said model: false, so no stack was calibrated and every step"
            + " is a measurement only, with no prediction and no sizing advice. Run it with model: true, the default, to see"
            + " the model beside each step.";

    /** The sentence that stands for the model's table in a run the scenario kept from the model; empty in every other run. */
    static Optional<String> measuredOnly(Results results) {
        return results.scenario().measuredOnly() ? Optional.of(MEASURED_ONLY) : Optional.empty();
    }

    static TextTable build(Results results) {
        // The model again at each step's own CPU a request, where the runner made it: whose a miss is.
        boolean atStepCpu = results.anyStep(s -> s.modelError() != null && s.modelError().atStepCpu() != null);
        List<String> columns = new ArrayList<>(List.of("throughput req/s", "model req/s", "error %", "mean s", "model mean s", "error %"));
        if (atStepCpu) {
            columns.addAll(List.of("CPU ms/req model", "CPU ms/req step", "error % at step's CPU", "mean error % at step's CPU"));
        }
        // A step not recorded has no row: the study table already shows the gap.
        return results.stepTable(columns, (stack, s) -> {
            // A stack the runner could not model says why (a user's app variant without kind/threads/pool).
            String none = results.run(stack).map(r -> r.config().get("model")).map(String::valueOf).orElse("-");
            Optional<StepRecord> step = Optional.of(s);
            List<String> row = new ArrayList<>(List.of(StudyTable.cell(step, StepRecord::throughputRps, 2),
                    Fmt.fixed(s.model() == null ? null : s.model().throughputRps(), 2, none),
                    Fmt.signedPercent(throughputError(s), "-"), StudyTable.cell(step, Results::meanSeconds, 3),
                    Fmt.fixed(modelMeanSeconds(s), 3, none), Fmt.signedPercent(meanLatencyError(s), "-")));
            if (atStepCpu) {
                ModelAtStepCpu again = s.modelError() == null ? null : s.modelError().atStepCpu();
                row.addAll(again == null ? List.of("-", "-", "-", "-")
                        : List.of(Fmt.fixed(again.calibratedCpuMs(), 2, "-"), Fmt.fixed(again.stepCpuMs(), 2, "-"),
                                Fmt.signedPercent(again.throughput(), "-"), Fmt.signedPercent(again.meanLatency(), "-")));
            }
            return row;
        });
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
