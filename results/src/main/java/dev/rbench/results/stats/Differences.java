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
     * not under one-run intervals where that step was {@link #partlyTheMachines partly the machine's}, beyond the noise
     * measured between runs. Five demos on a machine others kept 1.5–2.1 of 2 cores busy served reactive's 100 users at
     * 47–164 req/s, each low one 40–72 % short of its model, labelled by the machine's CPU or a late generator. The
     * better step's share of the machine only understates it, so it does not count.
     */
    public static boolean callable(IntervalMethod method, StepRecord worse) {
        return method != IntervalMethod.RUN_TO_RUN_NOISE || !partlyTheMachines(worse);
    }

    /**
     * The step's generator fell behind its schedule (others held its CPUs), or on a busy machine the step served less
     * than its model by more than its own throughput interval allows: what it measured is partly what others left it.
     */
    static boolean partlyTheMachines(StepRecord step) {
        if (step.saturated()) {
            return true;
        }
        Double error = step.modelError() == null ? null : step.modelError().throughput();
        Estimate throughput = step.stats() == null ? null : step.stats().throughputRps();
        boolean busy = step.noise() != null && step.noise().busy();
        return busy && error != null && throughput != null && throughput.bounded() && throughput.value() > 0
                && 1 + error < throughput.low() / throughput.value();
    }

    /** The method two steps' intervals share, or NONE when they were drawn differently. */
    public static IntervalMethod common(IntervalMethod a, IntervalMethod b) {
        return a == b ? a : IntervalMethod.NONE;
    }
}
