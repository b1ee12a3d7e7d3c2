package dev.rbench.service.common.gauge;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The highest value a count has reached since it was last {@link #reset}: a pool's busiest moment in a step, read
 * at the step's end where a reading of the count itself would see only its last value. Lock-free: MongoDB's driver
 * offers values on request paths.
 */
public final class HighWaterMark {
    private final AtomicLong mark = new AtomicLong();

    /** Raises the mark to {@code value} if it is higher. */
    public void offer(long value) {
        mark.accumulateAndGet(value, Math::max);
    }

    /** Starts the mark afresh at the count's current {@code value}, e.g. at the start of a measured step. */
    public void reset(long value) {
        mark.set(value);
    }

    public long get() {
        return mark.get();
    }
}
