package dev.rbench.runner.results;

import dev.rbench.model.Prediction;

/**
 * The model's prediction for a step ({@code steps[].model}); null figures where the model has no
 * finite answer (a zero delay, say).
 */
public record ModelFigures(Double throughput, Double meanLatencyMs, Double wallSeconds) {

    public static ModelFigures of(Prediction p) {
        return new ModelFigures(finite(p.throughput()), finite(p.meanLatencyMs()), finite(p.wallSeconds()));
    }

    static Double finite(double v) {
        return Double.isFinite(v) ? StepRecord.round(v) : null;
    }
}
