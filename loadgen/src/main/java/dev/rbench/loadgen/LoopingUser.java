package dev.rbench.loadgen;

import io.netty.channel.EventLoop;

/**
 * A closed-loop user: sends the next request as soon as the previous one ended, on the same keep-alive
 * connection while it stays open, until the step's end.
 */
final class LoopingUser extends VirtualUser {

    LoopingUser(Step step, EventLoop loop, LoopStats stats, int index) {
        super(step, loop, stats, index);
    }

    @Override
    void begin() {
        loop.execute(() -> {
            if (!stopped) {
                attempt(step.startNanos); // the first request is scheduled at the step start
            }
        });
    }

    @Override
    protected void afterFinish(Outcome outcome, long nowNanos) {
        // The next request's scheduled start is this completion, so any delay in sending it is measured.
        continueLoop(outcome, nowNanos, this::attempt);
    }
}
