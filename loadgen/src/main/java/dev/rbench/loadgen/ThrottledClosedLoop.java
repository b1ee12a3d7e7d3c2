package dev.rbench.loadgen;

import java.time.Duration;

/**
 * {@code users} closed-loop users (one keep-alive connection each, back to back) that together never exceed
 * {@code maxRatePerSecond} (Gatling's {@code throttle(reachRps, holdFor)}): they share one token schedule with
 * slots {@code 1/rate} apart, and a user whose next request would exceed the cap waits for its slot. Slots are
 * never saved up, so there is no catch-up burst after a slow period. A request's latency is measured from its
 * slot.
 */
public record ThrottledClosedLoop(int users, double maxRatePerSecond, Duration duration) implements Workload {

    public ThrottledClosedLoop {
        Checks.atLeastOne(users, "throttled closed-loop users");
        Checks.positiveRate(maxRatePerSecond, "throttled closed-loop maxRatePerSecond");
        Checks.positiveDuration(duration, "throttled closed-loop duration");
    }

    @Override
    public String describe() {
        return "throttled closed loop: " + users + " users, at most " + Checks.number(maxRatePerSecond)
                + " req/s, for " + Durations.human(duration);
    }

    @Override
    public double highestRate(double waitSeconds) {
        return Math.min(users() / Math.max(waitSeconds, 1e-3), maxRatePerSecond());
    }
}
