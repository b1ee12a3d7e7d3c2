package dev.rbench.loadgen;

import io.netty.channel.EventLoop;

/**
 * A {@link ThrottledClosedLoop} user: like {@link LoopingUser}, but each request first claims a slot of the
 * shared {@link TokenSchedule} and, if the slot lies ahead, waits for it (on the step's {@link Pacer}, never by
 * sleeping). The slot is the request's intended start.
 */
final class ThrottledUser extends VirtualUser {

    /** Closer than this to its slot, a request is sent at once rather than through the pacer. */
    private static final long SPIN_NANOS = 20_000;

    private final TokenSchedule tokens;

    ThrottledUser(Step step, EventLoop loop, LoopStats stats, int index, TokenSchedule tokens) {
        super(step, loop, stats, index);
        this.tokens = tokens;
    }

    @Override
    void begin() {
        loop.execute(() -> next(System.nanoTime()));
    }

    private void next(long nowNanos) {
        if (stopped) {
            return;
        }
        long slot = tokens.claim(nowNanos);
        if (slot - step.endNanos >= 0) {
            closeChannel();
            markDone();
            return;
        }
        if (slot - System.nanoTime() <= SPIN_NANOS) {
            go(slot);
        } else {
            step.pacer.schedule(slot, () -> loop.execute(() -> go(slot)));
        }
    }

    private void go(long slot) {
        if (stopped) {
            return;
        }
        stats.recordLateness(System.nanoTime() - slot);
        attempt(slot);
    }

    @Override
    protected void afterFinish(Outcome outcome, long nowNanos) {
        continueLoop(outcome, nowNanos, this::next);
    }
}
