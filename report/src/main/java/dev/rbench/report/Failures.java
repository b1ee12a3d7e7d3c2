package dev.rbench.report;

import dev.rbench.results.ErrorCounts;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepRecord;
import java.util.ArrayList;
import java.util.List;

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
            StackRun run = results.run(stack).get();
            if (run.failure() != null) {
                lines.add(stack + ": " + run.failure());
            }
            if (run.warmup() != null && run.warmup().failed()) {
                lines.add(stack + ", warm-up: " + describe(run.warmup()));
            }
            for (StepRecord step : run.steps()) {
                if (step.failed()) {
                    lines.add(stack + ", " + results.axis().describe(step) + ": " + describe(step));
                }
            }
        }
        return lines;
    }

    private static String describe(StepRecord step) {
        StringBuilder text = new StringBuilder(step.failure() == null ? "failed" : step.failure());
        String kinds = (step.errors() == null ? ErrorCounts.NONE : step.errors()).kinds();
        if (!kinds.isEmpty()) {
            text.append(" (errors: ").append(kinds).append(')');
        }
        return text.toString();
    }
}
