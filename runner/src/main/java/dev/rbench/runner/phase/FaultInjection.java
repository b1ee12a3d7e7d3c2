package dev.rbench.runner.phase;

import dev.rbench.infra.proxy.LatencyProxy;
import dev.rbench.infra.proxy.ProxyFault;
import dev.rbench.runner.scenario.Fault;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A scenario's fault injected into one step: armed just before the step's load starts, the proxy
 * faulted at {@code at} and healed {@code duration} later, on a timer of its own; {@link #close}
 * heals it in any case (a step that ended early, an interrupt), so no fault outlives its step.
 * The real moments are kept, measured from when it was armed, for the step's record.
 */
final class FaultInjection implements AutoCloseable {

    private final LatencyProxy proxy;
    private final ScheduledExecutorService timer;
    private final long armedNanos = System.nanoTime();
    private volatile long startedNanos = -1;
    private volatile long endedNanos = -1;

    private FaultInjection(Fault fault, ProxyFault what, LatencyProxy proxy) {
        this.proxy = proxy;
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "rbench-fault");
            t.setDaemon(true);
            return t;
        });
        timer.schedule(() -> {
            proxy.inject(what);
            startedNanos = System.nanoTime();
            if (what instanceof ProxyFault.Reset) {
                endedNanos = startedNanos;
            }
        }, fault.at().toNanos(), TimeUnit.NANOSECONDS);
        if (!(what instanceof ProxyFault.Reset)) {
            timer.schedule(this::heal, fault.at().plus(fault.duration()).toNanos(), TimeUnit.NANOSECONDS);
        }
    }

    /** Arms {@code fault} for a step starting now. */
    static FaultInjection arm(Fault fault, LatencyProxy proxy) {
        return new FaultInjection(fault, fault.proxyFault().orElseThrow(), proxy);
    }

    private void heal() {
        proxy.inject(ProxyFault.NONE);
        if (startedNanos >= 0 && endedNanos < 0) {
            endedNanos = System.nanoTime();
        }
    }

    /** When the fault was injected, ms after arming; -1 if the step ended first. */
    long startedAtMs() {
        return startedNanos < 0 ? -1 : TimeUnit.NANOSECONDS.toMillis(startedNanos - armedNanos);
    }

    /** When it was lifted, ms after arming; -1 if it never started. */
    long endedAtMs() {
        return endedNanos < 0 ? -1 : TimeUnit.NANOSECONDS.toMillis(endedNanos - armedNanos);
    }

    @Override
    public void close() {
        timer.shutdownNow();
        heal();
    }
}
