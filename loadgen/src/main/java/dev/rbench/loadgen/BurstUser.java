package dev.rbench.loadgen;

import io.netty.channel.EventLoop;
import io.netty.util.concurrent.ScheduledFuture;

import java.util.concurrent.TimeUnit;

/** A burst user: one connection, one request at its scheduled start, then close. */
final class BurstUser extends VirtualUser {

    private final long scheduledStart;
    private boolean started;
    private ScheduledFuture<?> startTask;

    BurstUser(Step step, EventLoop loop, LoopStats stats, long scheduledStart) {
        super(step, loop, stats);
        this.scheduledStart = scheduledStart;
    }

    /** Scheduled on the loop's timer, never by sleeping: the loop stays free to serve other users meanwhile. */
    @Override
    void begin() {
        startTask = loop.schedule(this::start, scheduledStart - System.nanoTime(), TimeUnit.NANOSECONDS);
    }

    private void start() {
        if (stopped || started) {
            return;
        }
        started = true;
        attempt(scheduledStart);
    }

    @Override
    protected void afterFinish(Outcome outcome, long nowNanos) {
        closeChannel();
        markDone();
    }

    @Override
    void abort() {
        if (!started) {
            // Still counted: it was due (its deadline has passed) and produced no response.
            started = true;
            if (startTask != null) {
                startTask.cancel(false);
            }
            stopped = true;
            finishUnsent(scheduledStart, Outcome.TIMEOUT);
        }
        super.abort();
    }
}
