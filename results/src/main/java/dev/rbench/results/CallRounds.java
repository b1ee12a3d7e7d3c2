package dev.rbench.results;

import java.util.List;

/**
 * How the unloaded time t was measured: one user, rounds of {@code roundSeconds}, repeated until the
 * last three rounds' means agree within {@code stableWithinPercent} (or the rounds ran out, and
 * {@code stable} says so); t is the median of the last three.
 *
 * @param meanMs        every round's mean, in order (the first is often the slowest: the route's first requests)
 * @param spreadPercent (max − min) / median of the last three, in % (null with one round)
 */
public record CallRounds(double roundSeconds, List<Double> meanMs, Double spreadPercent, double stableWithinPercent,
                         boolean stable) {

    public CallRounds {
        meanMs = meanMs == null ? List.of() : List.copyOf(meanMs);
    }
}
