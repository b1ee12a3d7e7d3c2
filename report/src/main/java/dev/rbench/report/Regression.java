package dev.rbench.report;

import java.util.Locale;

/** A step where run B is worse than run A by more than the threshold. {@code change} is b/a - 1. */
public record Regression(String stack, int users, Metric metric, double a, double b, double change) {

    public enum Metric { THROUGHPUT, P99_LATENCY }

    public String describe() {
        return switch (metric) {
            case THROUGHPUT -> String.format(Locale.ROOT, "%s, %d users: throughput fell %.1f%% (%.2f -> %.2f req/s)",
                    stack, users, -change * 100, a, b);
            case P99_LATENCY -> String.format(Locale.ROOT, "%s, %d users: p99 latency rose %.1f%% (%.1f -> %.1f ms)",
                    stack, users, change * 100, a, b);
        };
    }
}
