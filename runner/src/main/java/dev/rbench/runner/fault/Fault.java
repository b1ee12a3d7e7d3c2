package dev.rbench.runner.fault;

import dev.rbench.infra.proxy.ProxyFault;
import dev.rbench.runner.settings.Applies;
import dev.rbench.runner.settings.Durations;
import dev.rbench.runner.settings.Problems;
import dev.rbench.runner.settings.Setting;
import dev.rbench.runner.settings.Validated;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * What goes wrong with the backend during every step ({@code fault: {at: 10s, duration: 5s, latency: 2s}}):
 * for a database, injected through the latency proxy in front of it, so the service meets a slow,
 * vanished or resetting database as it would in production; for the downstream service, by the
 * downstream itself (slower by {@code latency}, a share {@code errorRate} of its answers 503, all of
 * them when {@code down}). Each step records how it degraded and recovered.
 */
public record Fault(
        @Setting(value = "0s", doc = "when the fault starts, counted from each step's start, e.g. 10s") Duration at,
        @Setting(value = "0s", doc = "how long it lasts, e.g. 5s (a reset is one moment and needs none); 0s with no reset ="
                + " no fault", off = "0s") Duration duration,
        @Setting(value = "0s", doc = "the backend slowed down: a database by this much more delay each way through the latency"
                + " proxy, the downstream by this much more per call, e.g. 2s", off = "0s") Duration latency,
        @Setting(value = "false", doc = "the backend gone: a database's open connections reset and new ones refused, the"
                + " downstream answering 503 to every call, e.g. true", off = "false") boolean down,
        @Setting(value = "false", doc = "the database's open connections reset at that moment, e.g. true", off = "false")
        boolean reset,
        @Setting(value = "0", doc = "the downstream's share of calls answered 503 while the fault lasts, e.g. 0.2", min = 0, max = 1,
                off = "0")
        double errorRate,
        @Setting(value = "[]", doc = "the steps it is injected into, by their users (or offered rate on an open model), e.g."
                + " [200, 400]; empty = every step", min = 0, max = 1_000_000, off = "[]") List<Double> steps)
        implements Validated, Applies {

    public Fault {
        steps = List.copyOf(steps);
    }

    /** A fault in every step. */
    public Fault(Duration at, Duration duration, Duration latency, boolean down, boolean reset, double errorRate) {
        this(at, duration, latency, down, reset, errorRate, List.of());
    }

    /**
     * Whether the fault is injected into a step at {@code level} (its users, or its offered rate on an open model):
     * every step, or the steps it names by users or rate.
     */
    public boolean appliesTo(double level) {
        return present() && (steps.isEmpty() || steps.stream().anyMatch(s -> Math.abs(s - level) < 1e-9));
    }

    /** A fault that is not set does not apply: none of its keys acts on the run. */
    @Override
    public boolean applies() {
        return present();
    }

    /** Whether a fault is set at all. */
    public boolean present() {
        return reset || (duration.compareTo(Duration.ZERO) > 0 && (down || errorRate > 0 || latency.compareTo(Duration.ZERO) > 0));
    }

    /** The fault as the proxy takes it; empty without one. */
    public Optional<ProxyFault> proxyFault() {
        if (!present()) {
            return Optional.empty();
        }
        if (reset) {
            return Optional.of(new ProxyFault.Reset());
        }
        return Optional.of(down ? new ProxyFault.Down() : new ProxyFault.Slow(latency));
    }

    /** "latency +2s for 5s at 10s", "down for 5s at 10s", "reset at 10s". */
    public String describe() {
        String at = " at " + Durations.format(this.at);
        if (reset) {
            return "connections reset" + at;
        }
        String what = down ? "backend down" : latency.isZero() ? "" : "backend slower by " + Durations.format(latency);
        if (errorRate > 0 && !down) {
            what += (what.isEmpty() ? "" : ", ") + Math.round(errorRate * 100) + " % of calls failing";
        }
        return what + " for " + Durations.format(duration) + at;
    }

    @Override
    public void validate(Problems p) {
        int kinds = (down ? 1 : 0) + (reset ? 1 : 0) + (latency.compareTo(Duration.ZERO) > 0 || errorRate > 0 ? 1 : 0);
        p.check(kinds <= 1, "down", "give one kind of fault: latency (with errorRate for the downstream), down or reset");
        // Reported at the kind the user gave (a key absent from the file has no line to point at).
        String kind = down ? "down" : errorRate > 0 ? "errorRate" : "latency";
        p.check(reset || kinds == 0 || duration.compareTo(Duration.ZERO) > 0, kind,
                "a fault needs a duration, e.g. duration: 5s");
        p.check(kinds > 0 || duration.compareTo(Duration.ZERO) == 0, "duration",
                "a duration without a fault: give latency (e.g. 2s), errorRate (e.g. 0.2), down: true or reset: true");
    }
}
