package dev.rbench.runner.phase.step;

import dev.rbench.runner.fault.Fault;
import dev.rbench.runner.fault.FaultTarget;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A scenario's fault injected into one step: armed just before the step's load starts, the proxy
 * faulted at {@code at} and healed {@code duration} later, on a timer of its own; {@link #close}
 * heals it in any case (a step that ended early, an interrupt), so no fault outlives its step.
 * The real moments are kept, measured from when it was armed, for the step's record. While the fault
 * lasts the service's {@code /ready} is asked every {@link #READY_EVERY} on a connection of its own:
 * does the service itself stay up while its database is gone?
 */
final class FaultInjection implements AutoCloseable {

    static final Duration READY_EVERY = Duration.ofMillis(500);
    /** A /ready that takes longer than this counts as not ready. */
    static final Duration READY_TIMEOUT = Duration.ofSeconds(1);

    private final FaultTarget target;
    private final ScheduledExecutorService timer;
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(READY_TIMEOUT).build();
    private volatile int readyChecks;
    private volatile int readyFailures;
    private final long armedNanos = System.nanoTime();
    private volatile long startedNanos = -1;
    private volatile long endedNanos = -1;

    private FaultInjection(Fault fault, FaultTarget target, URI ready) {
        this.target = target;
        // Two threads: a /ready that takes its whole second must not delay the fault's start or end.
        this.timer = Executors.newScheduledThreadPool(2, r -> {
            Thread t = new Thread(r, "rbench-fault");
            t.setDaemon(true);
            return t;
        });
        timer.schedule(() -> {
            target.inject(fault);
            startedNanos = System.nanoTime();
            if (fault.reset()) {
                endedNanos = startedNanos;
            }
        }, fault.at().toNanos(), TimeUnit.NANOSECONDS);
        if (!fault.reset()) {
            timer.schedule(this::heal, fault.at().plus(fault.duration()).toNanos(), TimeUnit.NANOSECONDS);
        }
        long pollsUntil = fault.at().plus(fault.duration().isZero() ? READY_EVERY.multipliedBy(2) : fault.duration()).toNanos();
        timer.scheduleWithFixedDelay(() -> {
            if (System.nanoTime() - armedNanos <= pollsUntil) {
                askReady(ready);
            }
        }, fault.at().toNanos(), READY_EVERY.toNanos(), TimeUnit.NANOSECONDS);
    }

    private void askReady(URI ready) {
        readyChecks++;
        try {
            HttpResponse<Void> r = client.send(HttpRequest.newBuilder(ready).timeout(READY_TIMEOUT).GET().build(),
                    HttpResponse.BodyHandlers.discarding());
            if (r.statusCode() != 200) {
                readyFailures++;
            }
        } catch (IOException e) {
            readyFailures++;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Times the service's /ready was asked while the fault lasted. */
    int readyChecks() {
        return readyChecks;
    }

    /** Of those, the times it did not answer 200 within a second. */
    int readyFailures() {
        return readyFailures;
    }

    /** Arms {@code fault} for a step starting now, asking {@code ready} (the service's /ready) while it lasts. */
    static FaultInjection arm(Fault fault, FaultTarget target, URI ready) {
        return new FaultInjection(fault, target, ready);
    }

    private void heal() {
        target.heal();
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
        client.close();
    }
}
