package dev.rbench.runner.scenario;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** How each step's load behaves; maps onto the load generator's closed set of workload models. */
public enum WorkloadKind {
    /** Each user sends one request; starts spread evenly over the ramp (the study's JMeter thread groups). */
    BURST,
    /** Each user sends requests back to back for the step's duration. */
    CLOSED,
    /** Closed loop capped at {@code rateCap} requests a second overall (Gatling's throttle). */
    THROTTLED,
    /** Open model: each step offers one of {@code rates} requests a second for the duration. */
    OPEN,
    /** Open model whose rate rises from {@code rateFrom} to the step's rate over the duration. */
    RAMP_RATE;

    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Steps are offered rates ({@code rates}) rather than user counts ({@code users}). */
    public boolean rateBased() {
        return this == OPEN || this == RAMP_RATE;
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
