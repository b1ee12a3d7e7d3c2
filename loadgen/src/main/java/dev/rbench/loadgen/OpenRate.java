package dev.rbench.loadgen;

import java.time.Duration;
import java.util.Objects;

/**
 * An open model: {@code ratePerSecond} arrivals per second for {@code duration}, whatever the responses do
 * (wrk2's {@code -R}, Gatling's {@code constantUsersPerSec}). Each request's latency is measured from its
 * INTENDED send time, so a stall of the target shows in the tail (no coordinated omission). Connections are
 * opened as needed (keep-alive, reused when idle) up to {@code maxConnections}; when all are busy, arrivals wait
 * in a queue in the generator and their waiting counts.
 *
 * @param seed used by {@link Arrivals#POISSON} only; the same seed gives the same schedule
 */
public record OpenRate(double ratePerSecond, Duration duration, int maxConnections, Arrivals arrivals, long seed)
        implements Workload {

    public OpenRate {
        Checks.positiveRate(ratePerSecond, "open-rate ratePerSecond");
        Checks.positiveDuration(duration, "open-rate duration");
        Checks.atLeastOne(maxConnections, "open-rate maxConnections");
        Objects.requireNonNull(arrivals, "open-rate arrivals must not be null (FIXED or POISSON)");
    }

    /** Evenly spaced arrivals, seed unused. */
    public OpenRate(double ratePerSecond, Duration duration, int maxConnections) {
        this(ratePerSecond, duration, maxConnections, Arrivals.FIXED, 0);
    }

    /** A fresh schedule of fire times (offsets from the step start), a pure function of this record. */
    public ArrivalSchedule schedule() {
        long end = duration.toNanos();
        return arrivals == Arrivals.FIXED
                ? new Schedules.Ramp(ratePerSecond, ratePerSecond, end, null)
                : new Schedules.Ramp(ratePerSecond, ratePerSecond, end, Schedules.random(seed));
    }

    @Override
    public int users() {
        return maxConnections;
    }

    @Override
    public String describe() {
        return "open rate: " + Checks.number(ratePerSecond) + " req/s (" + Checks.arrivals(arrivals, seed) + ") for "
                + Durations.human(duration) + ", up to " + maxConnections + " connections";
    }

    @Override
    public double highestRate(double waitSeconds) {
        return ratePerSecond();
    }
}
