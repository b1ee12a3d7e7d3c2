package dev.rbench.results;

/**
 * How far the measurement is from the model ({@code steps[].modelError}): signed fractions,
 * measured / predicted − 1, so +0.10 means 10 % more than predicted. Null when either side is missing.
 */
public record ModelError(Double throughput, Double meanLatency) {

    public static ModelError of(ModelFigures model, double measuredThroughputRps, double measuredMeanMs, boolean measured) {
        if (model == null || !measured) {
            return new ModelError(null, null);
        }
        return new ModelError(ratio(measuredThroughputRps, model.throughputRps()), ratio(measuredMeanMs, model.meanLatencyMs()));
    }

    private static Double ratio(double measured, Double predicted) {
        if (predicted == null || predicted == 0) {
            return null;
        }
        return Math.round((measured / predicted - 1) * 10_000) / 10_000.0;
    }
}
