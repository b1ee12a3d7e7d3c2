package dev.rbench.report;

import java.util.Locale;

/**
 * A step where run B is worse than run A by more than the threshold. {@code change} is b/a - 1.
 * The step is {@code step} on the axis {@code axis}, named {@code stepText}, as in {@link StepComparison}.
 */
public record Regression(String stack, String axis, double step, String stepText, Metric metric, double a, double b,
                         double change) {

    public enum Metric { THROUGHPUT, P99_LATENCY }

    public String describe() {
        return switch (metric) {
            case THROUGHPUT -> String.format(Locale.ROOT, "%s, %s: throughput fell %.1f%% (%.2f -> %.2f req/s)",
                    stack, stepText(), -change * 100, a, b);
            case P99_LATENCY -> String.format(Locale.ROOT, "%s, %s: p99 latency rose %.1f%% (%.1f -> %.1f ms)",
                    stack, stepText(), change * 100, a, b);
        };
    }
}
