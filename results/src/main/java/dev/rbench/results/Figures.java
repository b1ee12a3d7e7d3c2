package dev.rbench.results;

/** The precision results.json keeps: three decimals (microseconds on a millisecond figure). */
public final class Figures {

    private Figures() {
    }

    public static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }

    /** Rounded, or null for a figure with no finite value (a prediction at zero delay, say). */
    public static Double finite(double v) {
        return Double.isFinite(v) ? round(v) : null;
    }
}
