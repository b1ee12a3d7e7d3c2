package dev.rbench.jmeter;

import dev.rbench.loadgen.Workload;
import java.time.Duration;
import java.util.Objects;

/**
 * One step of a plan: a thread group named {@code label} (its samples carry the label into the JTL), fired after
 * {@code pauseBefore} of quiet, at its own {@code target} or, when null, the plan's.
 */
public record PlanStep(String label, Workload workload, Duration pauseBefore, PlanTarget target) {

    public PlanStep(String label, Workload workload, Duration pauseBefore) {
        this(label, workload, pauseBefore, null);
    }

    public PlanStep {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(workload, "workload");
        pauseBefore = pauseBefore == null ? Duration.ZERO : pauseBefore;
        if (label.isBlank() || label.contains(",") || label.contains("\"") || label.contains("\n")) {
            throw new IllegalArgumentException("a step label must be non-empty without commas, quotes or newlines: " + label);
        }
    }
}
