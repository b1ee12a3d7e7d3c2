package dev.rbench.results.stats;

import dev.rbench.results.Estimate;
import dev.rbench.results.Figures;
import dev.rbench.results.IntervalMethod;
import dev.rbench.results.Ratio;
import dev.rbench.results.StepRecord;

/** The ratio of two figures with its interval: two stacks of one run, or one stack in two runs. */
public final class Differences {

    private Differences() {
    }

    /**
     * {@code b / a}, its interval from resampling each side's samples with the statistic of
     * {@code method}; no interval when the method gives none or either side has too few samples.
     */
    public static Ratio ratio(Estimate a, Estimate b, IntervalMethod method) {
        double value = a.value() == 0 ? Double.NaN : b.value() / a.value();
        if (method == IntervalMethod.RUN_TO_RUN_NOISE) {
            return withinNoise(a, b, value);
        }
        if (method == IntervalMethod.NONE || !a.bounded() || !b.bounded()
                || a.samples().size() < Bootstrap.MIN_SAMPLES || b.samples().size() < Bootstrap.MIN_SAMPLES) {
            return new Ratio(Figures.finite(value), null, null);
        }
        double[] ci = Bootstrap.ratioInterval(a.samples(), b.samples(),
                method.summarisesByMedian() ? Bootstrap::median : Bootstrap::mean);
        return new Ratio(Figures.finite(value), Figures.finite(ci[0]), Figures.finite(ci[1]));
    }

    /**
     * Two figures each within its run-to-run noise ({@code e^(±h)} on the log scale): their ratio within
     * {@code e^(±√(h_a² + h_b²))}, the two runs' noise being independent.
     */
    private static Ratio withinNoise(Estimate a, Estimate b, double value) {
        if (!a.bounded() || !b.bounded() || !(a.low() > 0) || !(b.low() > 0) || !Double.isFinite(value) || value <= 0) {
            return new Ratio(Figures.finite(value), null, null);
        }
        double half = Math.hypot(Math.log(a.high() / a.low()) / 2, Math.log(b.high() / b.low()) / 2);
        return new Ratio(Figures.finite(value), Figures.finite(value * Math.exp(-half)), Figures.finite(value * Math.exp(half)));
    }

    /**
     * Whether a difference drawn with {@code method} may be called where the worse of the two steps is {@code worse}:
     * not under one-run intervals where that step's generator fell behind its schedule. Its figures are then partly
     * the machine's (others held the generator's CPUs), beyond the noise measured between runs: four demos on a machine
     * others kept 1.6–2.0 of 2 cores busy served reactive's 100 users at 47–164 req/s, every one under 101 with the
     * generator late. The better step's late generator only understates it, so it does not count.
     */
    public static boolean callable(IntervalMethod method, StepRecord worse) {
        return method != IntervalMethod.RUN_TO_RUN_NOISE || !worse.saturated();
    }

    /** The method two steps' intervals share, or NONE when they were drawn differently. */
    public static IntervalMethod common(IntervalMethod a, IntervalMethod b) {
        return a == b ? a : IntervalMethod.NONE;
    }
}
