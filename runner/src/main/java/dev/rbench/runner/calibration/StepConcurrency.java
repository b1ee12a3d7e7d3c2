package dev.rbench.runner.calibration;

import dev.rbench.loadgen.Burst;
import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.loadgen.OpenRate;
import dev.rbench.loadgen.RampRate;
import dev.rbench.loadgen.ThrottledClosedLoop;
import dev.rbench.loadgen.Workload;
import java.util.Collection;

/**
 * How many requests a step keeps in flight at most, as far as is known before it runs: a closed model's users; an
 * open model's rate (its highest, for a ramp) times the unloaded time t, by Little's law, within its connection
 * limit. What the CPU calibration measures s at, since s falls as more requests share the same wake-ups.
 */
public final class StepConcurrency {

    private StepConcurrency() {
    }

    public static int of(Workload w, double unloadedSeconds) {
        return switch (w) {
            case ClosedLoop c -> c.users();
            case Burst b -> b.users();
            case ThrottledClosedLoop t -> t.users();
            case OpenRate o -> open(o.ratePerSecond(), unloadedSeconds, o.maxConnections());
            case RampRate r -> open(Math.max(r.fromPerSecond(), r.toPerSecond()), unloadedSeconds, r.maxConnections());
        };
    }

    /** The most of {@link #of} over {@code steps}; 1 for none. */
    public static int max(Collection<? extends Workload> steps, double unloadedSeconds) {
        return steps.stream().mapToInt(w -> of(w, unloadedSeconds)).max().orElse(1);
    }

    private static int open(double rate, double unloadedSeconds, int maxConnections) {
        return (int) Math.max(1, Math.min(maxConnections, Math.ceil(rate * Math.max(unloadedSeconds, 0))));
    }
}
