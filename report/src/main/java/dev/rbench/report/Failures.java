package dev.rbench.report;

import java.util.ArrayList;
import java.util.List;

import tools.jackson.databind.JsonNode;

/** Everything that went wrong in a run, as one sentence each, for both the Markdown and the HTML. */
final class Failures {

    private Failures() {
    }

    static List<String> list(Results results) {
        List<String> lines = new ArrayList<>();
        if (!results.complete()) {
            lines.add("The run is incomplete: it stopped before every planned step was measured.");
        }
        for (String stack : results.stacks()) {
            if (results.run(stack).isEmpty()) {
                lines.add(stack + ": no run recorded.");
                continue;
            }
            JsonNode run = results.run(stack).get();
            String runFailure = Json.text(run, "failure");
            if (runFailure != null) {
                lines.add(stack + ": " + runFailure);
            }
            JsonNode warmup = run.path("warmup");
            if (warmup.isObject() && Results.failed(warmup)) {
                lines.add(stack + ", warm-up: " + describe(warmup));
            }
            for (JsonNode step : run.path("steps").values()) {
                if (Results.failed(step)) {
                    lines.add(stack + ", " + results.axis().describe(step) + ": " + describe(step));
                }
            }
        }
        return lines;
    }

    private static String describe(JsonNode step) {
        String failure = Json.text(step, "failure");
        StringBuilder text = new StringBuilder(failure == null ? "failed" : failure);
        List<String> counts = new ArrayList<>();
        for (var entry : step.path("errors").properties()) {
            if (entry.getValue().isNumber() && entry.getValue().doubleValue() > 0) {
                counts.add(entry.getKey() + " " + entry.getValue().asString());
            }
        }
        if (!counts.isEmpty()) {
            text.append(" (errors: ").append(String.join(", ", counts)).append(')');
        }
        return text.toString();
    }
}
