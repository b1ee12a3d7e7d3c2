package dev.rbench.results;

/**
 * How far the measurement is from the model ({@code steps[].modelError}): signed fractions,
 * measured / predicted − 1, so +0.10 means 10 % more than predicted. Null when either side is missing.
 * {@code atStepCpu}: the same with the step's own CPU a request in the model (null where it has no CPU station).
 */
public record ModelError(Double throughput, Double meanLatency, ModelAtStepCpu atStepCpu) {

    public ModelError(Double throughput, Double meanLatency) {
        this(throughput, meanLatency, null);
    }

    public static ModelError of(ModelFigures model, double measuredThroughputRps, double measuredMeanMs, boolean measured) {
        if (model == null || !measured) {
            return new ModelError(null, null);
        }
        return new ModelError(ratio(measuredThroughputRps, model.throughputRps()), ratio(measuredMeanMs, model.meanLatencyMs()));
    }

    public ModelError withAtStepCpu(ModelAtStepCpu again) {
        return new ModelError(throughput, meanLatency, again);
    }

    private static Double ratio(double measured, Double predicted) {
        if (predicted == null || predicted == 0) {
            return null;
        }
        return Math.round((measured / predicted - 1) * 10_000) / 10_000.0;
    }
}
