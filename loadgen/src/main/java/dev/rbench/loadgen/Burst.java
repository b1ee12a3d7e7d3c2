package dev.rbench.loadgen;

import java.time.Duration;
import java.util.Objects;

/**
 * The study's JMeter thread group: {@code users} users, each sending exactly ONE request, with their starts
 * spread evenly over {@code ramp}. User {@code i} (0-based) starts at {@code i * ramp / users} after the step
 * start, opens its own connection, sends its request, records the outcome and closes.
 */
public record Burst(int users, Duration ramp) implements Workload {

    public Burst {
        if (users < 1) {
            throw new IllegalArgumentException("burst users must be >= 1 (got " + users + ")");
        }
        Objects.requireNonNull(ramp, "burst ramp must not be null (use Duration.ZERO to start all users at once)");
        if (ramp.isNegative()) {
            throw new IllegalArgumentException("burst ramp must be >= 0 (got " + ramp + ")");
        }
    }

    /**
     * Offset of user {@code i}'s scheduled start from the step start. Computed as
     * {@code q*i + r*i/users} with {@code ramp = q*users + r}, which is exact and cannot overflow for
     * realistic user counts (unlike {@code ramp*i}).
     */
    long startOffsetNanos(int i) {
        long rampNanos = ramp.toNanos();
        return rampNanos / users * i + rampNanos % users * i / users;
    }

    @Override
    public String describe() {
        return "burst of " + users + " users over " + Durations.human(ramp);
    }

    @Override
    public double highestRate(double waitSeconds) {
        return users() / Math.max(waitSeconds, 1e-3);
    }
}
