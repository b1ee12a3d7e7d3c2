package dev.rbench.loadgen;

import java.time.Duration;
import java.util.Objects;

/**
 * {@code users} users, each on one keep-alive connection, sending requests back to back (no think time)
 * until {@code duration} has elapsed. Requests in flight at the end may finish (bounded by the request
 * timeout) and are counted.
 */
public record ClosedLoop(int users, Duration duration) implements Workload {

    public ClosedLoop {
        if (users < 1) {
            throw new IllegalArgumentException("closed-loop users must be >= 1 (got " + users + ")");
        }
        Objects.requireNonNull(duration, "closed-loop duration must not be null");
        if (duration.isNegative() || duration.isZero()) {
            throw new IllegalArgumentException("closed-loop duration must be > 0 (got " + duration + ")");
        }
    }

    @Override
    public String describe() {
        return "closed loop: " + users + " users for " + Durations.human(duration);
    }

    @Override
    public double highestRate(double waitSeconds) {
        return users() / Math.max(waitSeconds, 1e-3);
    }
}
