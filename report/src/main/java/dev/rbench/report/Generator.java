package dev.rbench.report;

import dev.rbench.results.GeneratorHealth;
import java.util.List;

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
        return results.anyStep(s -> s.generator() != null);
    }

    /** One sentence per saturated step: stack, step (users or offered rate), the generator's reason and its figures. */
    static List<String> saturatedSteps(Results results) {
        return results.stepLines((stack, step) -> {
            if (!step.saturated()) {
                return null;
            }
            String reason = step.generator().reason();
            return (reason == null || reason.isBlank() ? "saturated (no reason given)" : reason.strip()) + figures(step.generator());
        });
    }

    /** The line shown when no step was saturated. */
    static String allKeptUp(Results results) {
        Double worst = results.allSteps().stream().filter(s -> s.generator() != null)
                .map(s -> s.generator().sendLatenessP99Ms()).max(Double::compare).orElse(null);
        return "The load generator kept up in every step"
                + (worst == null ? "." : " (send lateness p99 at most " + Fmt.fixed(worst, 1) + " ms).");
    }

    private static String figures(GeneratorHealth generator) {
        return " (send lateness p99 " + Fmt.fixed(generator.sendLatenessP99Ms(), 1) + " ms, event loop busy max "
                + Fmt.fixed(generator.loopBusyMaxPercent(), 1) + "%, generator CPU " + Fmt.fixed(generator.cpuPercent(), 1) + "%)";
    }
}
