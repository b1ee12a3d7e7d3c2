package dev.rbench.results;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A service-level objective as the scenario set it ({@code slo: {p99: 800ms, errors: 0.1%}}): one or more latency
 * percentiles each at most {@code maxMs}, and failed requests at most {@code errorsPercent} of those sent. A step
 * sustains it when every bound holds.
 */
public record SloObjective(List<LatencyBound> latency, double errorsPercent) {

    public SloObjective {
        latency = latency == null ? List.of() : List.copyOf(latency);
    }

    /** One latency bound: {@code percentile} at most {@code maxMs} milliseconds. */
    public record LatencyBound(Percentile percentile, double maxMs) {
    }

    /** The figures of a step, or of one repeat, that miss the objective, in words; empty when it sustains it. */
    public List<String> misses(LatencySummary measured, double measuredErrorsPercent) {
        List<String> misses = new ArrayList<>();
        for (LatencyBound b : latency) {
            double v = b.percentile().of(measured);
            if (!Double.isFinite(v)) {
                misses.add(b.percentile().label() + " not measured (failed)");
            } else if (v > b.maxMs()) {
                misses.add(b.percentile().label() + " " + millis(v) + " > " + millis(b.maxMs()));
            }
        }
        if (!(measuredErrorsPercent <= errorsPercent)) {
            misses.add("errors " + percent(measuredErrorsPercent) + " > " + percent(errorsPercent));
        }
        return List.copyOf(misses);
    }

    /** {@code p99 ≤ 600 ms, errors ≤ 0.1 %}. */
    public String text() {
        List<String> parts = new ArrayList<>();
        latency.forEach(b -> parts.add(b.percentile().label() + " ≤ " + millis(b.maxMs())));
        parts.add("errors ≤ " + percent(errorsPercent));
        return String.join(", ", parts);
    }

    static String millis(double ms) {
        return (ms >= 100 ? String.format(Locale.ROOT, "%,.0f", ms) : significant(ms)) + " ms";
    }

    static String percent(double p) {
        return significant(p) + " %";
    }

    /** Three significant digits without trailing zeros: 0.1, 2.35, 12. */
    private static String significant(double v) {
        if (!Double.isFinite(v)) {
            return "-";
        }
        return new BigDecimal(v).round(new MathContext(3)).stripTrailingZeros().toPlainString();
    }
}
