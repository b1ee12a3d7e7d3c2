package dev.rbench.results.stats;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.ToDoubleFunction;

/**
 * The percentile bootstrap, plain and deterministic: a fixed seed, so the same figures give the same
 * interval in the runner, the report and a test. Written here rather than taken from a library
 * (Commons Math has no bootstrap; Smile's pulls in a large dependency) because it is twenty lines
 * and its behaviour at 3–10 samples, the repeats a benchmark can afford, must be exactly known.
 */
public final class Bootstrap {

    public static final int RESAMPLES = 2000;
    public static final long SEED = 17;
    /**
     * Below this many samples no interval is drawn: the bootstrap distribution of a median of 3 takes
     * only a few values and its percentile interval covers far less than 95 % (a 3-repeat run called
     * a 1 % p99 difference between identical stacks significant); from 5 it is close to the exact
     * order-statistic interval of the median, [min, max], which covers 93.75 %.
     */
    public static final int MIN_SAMPLES = 5;
    static final double ALPHA = 0.05;

    private Bootstrap() {
    }

    /** The 95 % interval of {@code statistic} over resamples of {@code values}. */
    public static double[] interval(List<Double> values, ToDoubleFunction<double[]> statistic) {
        double[] v = toArray(values);
        SplittableRandom random = new SplittableRandom(SEED);
        double[] stats = new double[RESAMPLES];
        for (int i = 0; i < RESAMPLES; i++) {
            stats[i] = statistic.applyAsDouble(resample(v, random));
        }
        return percentiles(stats);
    }

    /**
     * The 95 % interval of {@code statistic(b) / statistic(a)}, each run's samples resampled on its own
     * (they are independent measurements); NaN bounds when a resample of {@code a} has a zero statistic.
     */
    public static double[] ratioInterval(List<Double> a, List<Double> b, ToDoubleFunction<double[]> statistic) {
        double[] va = toArray(a);
        double[] vb = toArray(b);
        SplittableRandom random = new SplittableRandom(SEED);
        double[] ratios = new double[RESAMPLES];
        for (int i = 0; i < RESAMPLES; i++) {
            double sa = statistic.applyAsDouble(resample(va, random));
            double sb = statistic.applyAsDouble(resample(vb, random));
            ratios[i] = sb / sa;
        }
        return percentiles(ratios);
    }

    public static double median(double[] values) {
        double[] s = values.clone();
        Arrays.sort(s);
        int n = s.length;
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }

    public static double mean(double[] values) {
        return Arrays.stream(values).average().orElse(Double.NaN);
    }

    static double[] toArray(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).toArray();
    }

    private static double[] resample(double[] v, SplittableRandom random) {
        double[] r = new double[v.length];
        for (int i = 0; i < v.length; i++) {
            r[i] = v[random.nextInt(v.length)];
        }
        return r;
    }

    /** The 2.5th and 97.5th percentiles (nearest rank); NaN when any resample gave no finite value. */
    private static double[] percentiles(double[] stats) {
        if (Arrays.stream(stats).anyMatch(s -> !Double.isFinite(s))) {
            return new double[] {Double.NaN, Double.NaN};
        }
        Arrays.sort(stats);
        int lo = (int) Math.floor(ALPHA / 2 * stats.length);
        int hi = (int) Math.ceil((1 - ALPHA / 2) * stats.length) - 1;
        return new double[] {stats[lo], stats[hi]};
    }
}
