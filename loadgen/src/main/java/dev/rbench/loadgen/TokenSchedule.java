package dev.rbench.loadgen;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The shared token schedule of a {@link ThrottledClosedLoop}: slots at least {@code 1/rate} apart, claimed by any
 * user on any event loop. A claim gets {@code max(now, next free slot)}, so idle time is never saved up and the
 * rate can never exceed the cap, even after a slow period.
 */
final class TokenSchedule {

    private final long intervalNanos;
    private final AtomicLong nextFree;

    TokenSchedule(double ratePerSecond, long startNanos) {
        this.intervalNanos = Math.max(1, Math.round(1e9 / ratePerSecond));
        this.nextFree = new AtomicLong(startNanos);
    }

    /** Claims the next slot for a request that could be sent at {@code nowNanos}; returns the slot's time. */
    long claim(long nowNanos) {
        while (true) {
            long free = nextFree.get();
            long slot = nowNanos - free > 0 ? nowNanos : free;
            if (nextFree.compareAndSet(free, slot + intervalNanos)) {
                return slot;
            }
        }
    }
}
