package dev.rbench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import tools.jackson.databind.JsonNode;

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
        for (JsonNode run : results.runs()) {
            for (JsonNode step : run.path("steps").values()) {
                if (differs(step)) {
                    return true;
                }
            }
        }
        return false;
    }

    static boolean differs(JsonNode step) {
        if (!step.path("latencyMsUncorrected").isObject()) {
            return false;
        }
        for (String key : List.of("mean", "p50", "p99", "max")) {
            Double corrected = Json.num(step, "latencyMs", key);
            Double uncorrected = Json.num(step, "latencyMsUncorrected", key);
            if (corrected != null && uncorrected != null && Math.abs(corrected - uncorrected) > 1e-9) {
                return true;
            }
        }
        return false;
    }

    /** One row per step that carries an uncorrected latency: mean and p99, corrected and uncorrected, in ms. */
    static TextTable build(Results results) {
        TextTable table = new TextTable(List.of("stack", results.axis().label(), "mean ms", "mean ms uncorrected",
                "p99 ms", "p99 ms uncorrected"));
        for (String stack : results.stacks()) {
            for (double value : results.stepValues()) {
                Optional<JsonNode> step = results.step(stack, value);
                if (step.isEmpty() || !step.get().path("latencyMsUncorrected").isObject() || !Results.ran(step.get())) {
                    continue;
                }
                List<String> row = new ArrayList<>();
                row.add(stack);
                row.add(results.axis().text(value));
                row.add(StudyTable.cell(step, s -> Json.num(s, "latencyMs", "mean"), 1));
                row.add(StudyTable.cell(step, s -> Json.num(s, "latencyMsUncorrected", "mean"), 1));
                row.add(StudyTable.cell(step, s -> Json.num(s, "latencyMs", "p99"), 1));
                row.add(StudyTable.cell(step, s -> Json.num(s, "latencyMsUncorrected", "p99"), 1));
                table.row(row);
            }
        }
        return table;
    }
}
