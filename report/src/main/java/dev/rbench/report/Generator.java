package dev.rbench.report;

import java.util.ArrayList;
import java.util.List;

import tools.jackson.databind.JsonNode;

/**
 * The load generator's own health per step ({@code steps[].generator}): when it could not keep
 * up, a measured limit may be the generator's rather than the service's.
 */
final class Generator {

    static final String INTRO = "Whether the load generator kept up with the planned sending.";

    private Generator() {
    }

    /** True when results.json carries generator figures at all (older files do not). */
    static boolean present(Results results) {
        return results.anyStepHas("generator");
    }

    /** One sentence per saturated step: stack, step (users or offered rate), the generator's reason and its figures. */
    static List<String> saturatedSteps(Results results) {
        List<String> lines = new ArrayList<>();
        for (String stack : results.stacks()) {
            for (double value : results.stepValues()) {
                results.step(stack, value).filter(Results::saturated).ifPresent(step -> {
                    String reason = Json.text(step, "generator", "reason");
                    lines.add(stack + ", " + results.axis().describe(value) + ": "
                            + (reason == null || reason.isBlank() ? "saturated (no reason given)" : reason.strip())
                            + figures(step.path("generator")));
                });
            }
        }
        return lines;
    }

    /** The line shown when no step was saturated. */
    static String allKeptUp(Results results) {
        Double worst = null;
        for (JsonNode run : results.runs()) {
            for (JsonNode step : run.path("steps").values()) {
                Double lateness = Json.num(step, "generator", "sendLatenessP99Ms");
                if (lateness != null && (worst == null || lateness > worst)) {
                    worst = lateness;
                }
            }
        }
        return "The load generator kept up in every step"
                + (worst == null ? "." : " (send lateness p99 at most " + Fmt.fixed(worst, 1) + " ms).");
    }

    private static String figures(JsonNode generator) {
        List<String> parts = new ArrayList<>();
        Double lateness = Json.num(generator, "sendLatenessP99Ms");
        Double busy = Json.num(generator, "loopBusyMaxPercent");
        Double cpu = Json.num(generator, "cpuPercent");
        if (lateness != null) {
            parts.add("send lateness p99 " + Fmt.fixed(lateness, 1) + " ms");
        }
        if (busy != null) {
            parts.add("event loop busy max " + Fmt.fixed(busy, 1) + "%");
        }
        if (cpu != null) {
            parts.add("generator CPU " + Fmt.fixed(cpu, 1) + "%");
        }
        return parts.isEmpty() ? "" : " (" + String.join(", ", parts) + ")";
    }
}
