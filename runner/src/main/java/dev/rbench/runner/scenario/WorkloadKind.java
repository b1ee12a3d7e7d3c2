package dev.rbench.runner.scenario;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** How each step's users behave; maps onto the load generator's closed set of workload models. */
public enum WorkloadKind {
    /** Each user sends one request; starts spread evenly over the ramp (the study's JMeter thread groups). */
    BURST,
    /** Each user sends requests back to back for the step's duration. */
    CLOSED;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static WorkloadKind parse(String text) {
        for (WorkloadKind k : values()) {
            if (k.id().equals(text)) {
                return k;
            }
        }
        throw new IllegalArgumentException("unknown workload '" + text + "'; valid: "
                + Arrays.stream(values()).map(WorkloadKind::id).collect(Collectors.joining(", ")));
    }
}
