package dev.rbench.runner.calibration;

import dev.rbench.loadgen.Burst;
import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.loadgen.OpenRate;
import dev.rbench.loadgen.RampRate;
import dev.rbench.loadgen.ThrottledClosedLoop;
import dev.rbench.loadgen.Workload;
import java.time.Duration;
import java.util.Collection;
import java.util.Comparator;
import java.util.Optional;

/**
 * Steps whose requests arrive mostly alone, and a few seconds of each to calibrate t at its pace. t is measured with
 * one user sending back to back on one connection; a request that arrives after an idle gap — on a new connection for a
 * burst's user, after a second's wait for a throttled one — costs more: account-findall's throttled step (100 req/s,
 * about one in flight) took 7.2–9.4 ms a request where the back-to-back t was 5.4–7.0, and cassandra-findall's burst
 * spread over 60 s 49–55 ms against 43–48. A step is paced where its arrival rate times t is below 1
 * for evenly spaced arrivals (a burst's starts, a throttled loop's tokens, a fixed open schedule: each request is done
 * before the next arrives) or below {@value #ALONE_POISSON} for Poisson arrivals (which bunch): its requests seldom
 * overlap, so what a sample of it measures is t at that pace, not queueing.
 */
public final class StepPacing {

    /** Requests in flight on average below which Poisson arrivals mostly come alone. */
    static final double ALONE_POISSON = 0.5;
    /** Requests a sample aims for, within {@link #MIN_SAMPLE} and {@link #MAX_SAMPLE} of time. */
    static final int SAMPLE_REQUESTS = 30;
    static final Duration MIN_SAMPLE = Duration.ofSeconds(2);
    static final Duration MAX_SAMPLE = Duration.ofSeconds(10);

    private StepPacing() {
    }

    /** The step's arrival rate a second where it has one fixed pace (a ramp's varies; a closed loop has none). */
    static Optional<Double> rate(Workload w) {
        return switch (w) {
            case Burst b -> b.ramp().isZero() ? Optional.empty() : Optional.of(b.users() / seconds(b.ramp()));
            case ThrottledClosedLoop t -> Optional.of(t.maxRatePerSecond());
            case OpenRate o -> Optional.of(o.ratePerSecond());
            case ClosedLoop ignored -> Optional.empty();
            case RampRate ignored -> Optional.empty();
        };
    }

    /** Whether {@code w}'s requests arrive mostly alone given the back-to-back time t. */
    public static boolean paced(Workload w, double unloadedSeconds) {
        double alone = w instanceof OpenRate o && o.arrivals() == dev.rbench.loadgen.Arrivals.POISSON ? ALONE_POISSON : 1;
        return rate(w).filter(r -> r > 0 && r * unloadedSeconds < alone).isPresent();
    }

    /**
     * A few seconds of the slowest paced step among {@code steps}, in its own shape (a burst's users each on a new
     * connection, a throttled loop's users, an open model's arrivals), or empty where none is paced.
     */
    public static Optional<Workload> sample(Collection<? extends Workload> steps, double unloadedSeconds) {
        return steps.stream().filter(w -> paced(w, unloadedSeconds))
                .min(Comparator.comparingDouble(w -> rate(w).orElseThrow()))
                .map(StepPacing::sample);
    }

    private static Workload sample(Workload w) {
        double rate = rate(w).orElseThrow();
        double length = Math.clamp(SAMPLE_REQUESTS / rate, seconds(MIN_SAMPLE), seconds(MAX_SAMPLE));
        Duration duration = Duration.ofMillis(Math.round(length * 1000));
        return switch (w) {
            case Burst ignored -> new Burst((int) Math.max(1, Math.round(rate * length)), duration);
            case ThrottledClosedLoop t -> new ThrottledClosedLoop(t.users(), t.maxRatePerSecond(), duration);
            case OpenRate o -> new OpenRate(o.ratePerSecond(), duration, o.maxConnections(), o.arrivals(), o.seed());
            default -> throw new IllegalArgumentException("not paced: " + w.describe());
        };
    }

    private static double seconds(Duration d) {
        return d.toNanos() / 1e9;
    }
}
