package dev.rbench.runner.backend;

import dev.rbench.runner.settings.Durations;
import dev.rbench.runner.settings.Problems;
import java.time.Duration;

/** The latency proxy's rule, shared by the databases it can stand in front of. */
final class Distance {

    static final Duration MAX_LATENCY = Duration.ofSeconds(30);

    private Distance() {
    }

    static void validate(Problems p, Duration latency) {
        p.check(!latency.isNegative() && latency.compareTo(MAX_LATENCY) <= 0, "latency",
                Durations.format(latency) + " is outside 0ms..30s");
    }
}
