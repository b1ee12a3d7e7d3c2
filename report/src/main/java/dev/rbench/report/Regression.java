package dev.rbench.report;

import dev.rbench.results.Ratio;
import java.util.Locale;

/**
 * A step where run B is worse than run A by more than the threshold. {@code change} is b/a - 1.
 * The step is {@code step} on the axis {@code axis}, named {@code stepText}, as in {@link StepComparison}.
 * {@code confirmed}: the whole 95 % interval of B/A lies beyond the threshold; otherwise the point is
 * beyond it but the repeats cannot resolve the difference (or there were too few for an interval):
 * inconclusive, which fails a gate only when asked to ({@code --strict}).
 */
public record Regression(String stack, String axis, double step, String stepText, Metric metric, double a, double b,
                         double change, Ratio interval, boolean confirmed) {

    public enum Metric { THROUGHPUT, P99_LATENCY }

    /** A regression of single figures: beyond the threshold, nothing to confirm it with. */
    public Regression(String stack, String axis, double step, String stepText, Metric metric, double a, double b, double change) {
        this(stack, axis, step, stepText, metric, a, b, change, null, false);
    }

    public String describe() {
        String ci = interval == null ? "" : interval.intervalText().map(t -> ", B/A 95 % interval " + t).orElse(", no interval");
        String text = switch (metric) {
            case THROUGHPUT -> String.format(Locale.ROOT, "%s, %s: throughput fell %.1f%% (%.2f -> %.2f req/s%s)",
                    stack, stepText(), -change * 100, a, b, ci);
            case P99_LATENCY -> String.format(Locale.ROOT, "%s, %s: p99 latency rose %.1f%% (%.1f -> %.1f ms%s)",
                    stack, stepText(), change * 100, a, b, ci);
        };
        return confirmed ? text : text + ": inconclusive (need more repeats)";
    }
}
