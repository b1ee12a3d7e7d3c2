package dev.rbench.loadgen;

import io.netty.channel.EventLoop;

/** A burst user: one connection, one request at its scheduled start, then close. */
final class BurstUser extends VirtualUser {

    private final long scheduledStart;
    private boolean started;

    BurstUser(Step step, EventLoop loop, LoopStats stats, int index, long scheduledStart) {
        super(step, loop, stats, index);
        this.scheduledStart = scheduledStart;
    }

    /**
     * Handed to the loop by the step's {@link Pacer} at the scheduled start, never by sleeping: the loop stays free
     * to serve other users meanwhile (the pacer is used rather than the loop's own timer, which has 1 ms
     * granularity).
     */
    @Override
    void begin() {
        step.pacer.schedule(scheduledStart, () -> loop.execute(this::start));
    }

    private void start() {
        if (stopped || started) {
            return;
        }
        started = true;
        stats.recordLateness(System.nanoTime() - scheduledStart);
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
            stopped = true;
            finishUnsent(scheduledStart, Outcome.TIMEOUT);
        }
        super.abort();
    }
}
