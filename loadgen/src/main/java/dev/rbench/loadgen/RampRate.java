package dev.rbench.loadgen;

import java.time.Duration;
import java.util.Objects;

/**
 * An open model whose rate rises (or falls) linearly from {@code fromPerSecond} to {@code toPerSecond} over
 * {@code duration} (Gatling's {@code rampUsersPerSec}). With {@link Arrivals#FIXED} the k-th arrival (0-based) is
 * at the time where the integral of the rate reaches k; with {@link Arrivals#POISSON} it is a non-homogeneous
 * Poisson process with that rate. Connections, queueing and latency as for {@link OpenRate}.
 */
public record RampRate(double fromPerSecond, double toPerSecond, Duration duration, int maxConnections,
                       Arrivals arrivals, long seed) implements Workload {

    public RampRate {
        if (!Double.isFinite(fromPerSecond) || fromPerSecond < 0) {
            throw new IllegalArgumentException("ramp-rate fromPerSecond must be a finite number >= 0 req/s (got "
                    + fromPerSecond + ")");
        }
        if (!Double.isFinite(toPerSecond) || toPerSecond < 0) {
            throw new IllegalArgumentException("ramp-rate toPerSecond must be a finite number >= 0 req/s (got "
                    + toPerSecond + ")");
        }
        if (fromPerSecond == 0 && toPerSecond == 0) {
            throw new IllegalArgumentException("ramp-rate fromPerSecond and toPerSecond are both 0: nothing would be"
                    + " sent; make at least one of them > 0");
        }
        Checks.positiveDuration(duration, "ramp-rate duration");
        Checks.atLeastOne(maxConnections, "ramp-rate maxConnections");
        Objects.requireNonNull(arrivals, "ramp-rate arrivals must not be null (FIXED or POISSON)");
    }

    /** A fresh schedule of fire times (offsets from the step start), a pure function of this record. */
    public ArrivalSchedule schedule() {
        return new Schedules.Ramp(fromPerSecond, toPerSecond, duration.toNanos(),
                arrivals == Arrivals.POISSON ? Schedules.random(seed) : null);
    }

    @Override
    public int users() {
        return maxConnections;
    }

    @Override
    public String describe() {
        return "ramp rate: " + Checks.number(fromPerSecond) + " to " + Checks.number(toPerSecond) + " req/s ("
                + Checks.arrivals(arrivals, seed) + ") over " + Durations.human(duration) + ", up to "
                + maxConnections + " connections";
    }

    @Override
    public double highestRate(double waitSeconds) {
        return Math.max(fromPerSecond(), toPerSecond());
    }
}
