package dev.rbench.service.downstream;

import java.util.concurrent.atomic.LongAdder;

/**
 * Counts answered {@code /work} requests so the runner can check that k calls to {@code /remote}
 * really made k downstream calls (no caching, no retries). A LongAdder because every event loop
 * increments it on the hot path.
 */
public class WorkCounter {
    private final LongAdder served = new LongAdder();

    public void served() {
        served.increment();
    }

    public long count() {
        return served.sum();
    }
}
