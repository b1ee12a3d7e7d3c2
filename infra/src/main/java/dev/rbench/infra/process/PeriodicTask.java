package dev.rbench.infra.process;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A task run every interval on its own daemon thread, from now until {@link #stop}: the samplers
 * beside a step. Daemon, so a sampler left running never keeps the JVM alive.
 */
public final class PeriodicTask implements AutoCloseable {

    private final ScheduledExecutorService timer;

    private PeriodicTask(String threadName, Duration interval, Runnable task) {
        timer = Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().daemon().name(threadName).factory());
        timer.scheduleAtFixedRate(task, 0, interval.toNanos(), TimeUnit.NANOSECONDS);
    }

    /** Runs {@code task} at once and then every {@code interval}. */
    public static PeriodicTask start(String threadName, Duration interval, Runnable task) {
        return new PeriodicTask(threadName, interval, task);
    }

    /** Interrupts a run in progress and waits up to {@code wait} for it to end, so no reading lands after. */
    public void stop(Duration wait) {
        timer.shutdownNow();
        try {
            timer.awaitTermination(wait.toNanos(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Stops without waiting. */
    @Override
    public void close() {
        timer.shutdownNow();
    }
}
