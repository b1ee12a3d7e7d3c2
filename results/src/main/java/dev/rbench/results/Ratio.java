package dev.rbench.results;

import java.util.Locale;
import java.util.Optional;

/**
 * {@code b / a} of one figure, with its 95 % interval from resampling both sides' samples (null bounds
 * when either side has too few samples: then no difference is significant). Made by
 * {@code dev.rbench.results.stats.Differences}.
 */
public record Ratio(Double value, Double low, Double high) {

    public boolean bounded() {
        return low != null && high != null;
    }

    /** The interval excludes 1: the two differ beyond what their samples' spread explains. */
    public boolean significant() {
        return bounded() && (low > 1 || high < 1);
    }

    /** The interval, when there is one, lies wholly above {@code bound}. */
    public boolean wholeAbove(double bound) {
        return bounded() && low > bound;
    }

    /** The interval, when there is one, lies wholly below {@code bound}. */
    public boolean wholeBelow(double bound) {
        return bounded() && high < bound;
    }

    public Optional<String> intervalText() {
        return bounded() ? Optional.of(String.format(Locale.ROOT, "%.3f–%.3f", low, high)) : Optional.empty();
    }
}
