package dev.rbench.results;

import java.util.List;

/**
 * One figure of a step with its uncertainty: {@code value} (the median over repeats, or with one
 * repeat the step's own figure), the 95 % interval {@code low}..{@code high} (both null when the data
 * cannot give one: never invented), and the {@code samples} the interval was drawn from — one value
 * per repeat, or one per batch of the timeline — so a comparison can resample them.
 */
public record Estimate(double value, Double low, Double high, List<Double> samples) {

    public Estimate {
        samples = samples == null ? List.of() : List.copyOf(samples);
    }

    /** A figure without an interval. */
    public static Estimate point(double value, List<Double> samples) {
        return new Estimate(Figures.round(value), null, null, samples);
    }

    public boolean bounded() {
        return low != null && high != null;
    }
}
