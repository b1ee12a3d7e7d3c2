package dev.rbench.report;

import dev.rbench.results.Estimate;
import dev.rbench.results.StepRecord;
import dev.rbench.results.StepStats;

/**
 * The figures the tables and charts show for a step: with repeats, the median over them as the runner
 * wrote it in the step's {@code stats}; with one, the step's own figure. Nothing is computed here.
 */
final class Medians {

    static final String LEGEND = "With repeats, tables and charts show each step's median over its repeats (the bands and"
            + " intervals are their 95 % intervals); timelines and interval logs are the first repeat's.";

    private Medians() {
    }

    /** The step's summary when it has more than one repeat; null otherwise. */
    static StepStats repeated(StepRecord step) {
        StepStats stats = step.stats();
        return stats != null && stats.repeats() > 1 ? stats : null;
    }

    static Double throughput(StepRecord step) {
        StepStats s = repeated(step);
        return s == null ? step.throughputRps() : s.throughputRps().value();
    }

    static Double meanSeconds(StepRecord step) {
        StepStats s = repeated(step);
        return s == null ? Results.meanSeconds(step) : s.latencyMeanMs().value() / 1000.0;
    }

    static Double p99Seconds(StepRecord step) {
        StepStats s = repeated(step);
        if (s == null) {
            return step.latencyMs() == null ? null : step.latencyMs().p99() / 1000.0;
        }
        return s.latencyP99Ms().value() / 1000.0;
    }

    /** Whether any step of the run was repeated: the tables then say their figures are medians. */
    static boolean any(Results results) {
        return results.anyStep(s -> repeated(s) != null);
    }

    /** The interval of a chart's figure in the chart's unit, or null when the step has none. */
    static double[] band(StepRecord step, Metric metric) {
        StepStats s = step.stats();
        if (s == null) {
            return null;
        }
        Estimate e;
        double scale;
        switch (metric) {
            case THROUGHPUT -> {
                e = s.throughputRps();
                scale = 1;
            }
            case MEAN_LATENCY -> {
                e = s.latencyMeanMs();
                scale = 1000;
            }
            case P99_LATENCY -> {
                e = s.latencyP99Ms();
                scale = 1000;
            }
            default -> {
                return null;
            }
        }
        return e != null && e.bounded() ? new double[] {e.low() / scale, e.high() / scale} : null;
    }
}
