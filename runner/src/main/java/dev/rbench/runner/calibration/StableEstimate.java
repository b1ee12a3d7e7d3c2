package dev.rbench.runner.calibration;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * When repeated rounds of a measurement have settled: the last {@value #WINDOW} rounds lie within
 * {@code withinPercent} of their median ((max − min) / median). The estimate is that median, so one
 * early round slowed by the JIT or a collection does not count once later rounds agree.
 *
 * @param value         median of the last rounds (NaN with no rounds), or another estimate over the same rounds
 *                      ({@link #withValue})
 * @param spreadPercent (max − min) / median of the last rounds, in % (NaN with fewer than two)
 * @param stable        at least {@value #WINDOW} rounds and a spread within the bound
 */
public record StableEstimate(double value, double spreadPercent, boolean stable) {

    /** Rounds that must agree. */
    public static final int WINDOW = 3;

    public static StableEstimate of(List<Double> rounds, double withinPercent) {
        if (rounds.isEmpty()) {
            return new StableEstimate(Double.NaN, Double.NaN, false);
        }
        List<Double> last = new ArrayList<>(rounds.subList(Math.max(0, rounds.size() - WINDOW), rounds.size()));
        Collections.sort(last);
        double median = last.size() % 2 == 1 ? last.get(last.size() / 2)
                : (last.get(last.size() / 2 - 1) + last.get(last.size() / 2)) / 2;
        double spread = last.size() < 2 ? Double.NaN
                : median > 0 ? (last.getLast() - last.getFirst()) / median * 100 : (last.getLast() > 0 ? Double.POSITIVE_INFINITY : 0);
        boolean stable = last.size() >= WINDOW && spread <= withinPercent;
        return new StableEstimate(median, spread, stable);
    }

    /** Another estimate of the same rounds, with their spread and settling. */
    public StableEstimate withValue(double estimate) {
        return new StableEstimate(estimate, spreadPercent, stable);
    }
}
