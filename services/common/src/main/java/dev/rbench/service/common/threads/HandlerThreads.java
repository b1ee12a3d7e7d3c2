package dev.rbench.service.common.threads;

import dev.rbench.protocol.ServiceInfo.HandlerThreadCounts;
import java.util.concurrent.atomic.LongAdder;

/**
 * Counts, from inside the handlers that wait on their thread, which kind of thread ran them: the proof
 * that a stack's handlers ran where it says (a virtual thread, not an event loop or a pool worker).
 * {@code /info} reports the counts; the runner reads them before and after its probe of the route.
 */
public class HandlerThreads {

    private final LongAdder virtual = new LongAdder();
    private final LongAdder platform = new LongAdder();

    /** Called by a handler, first thing, on the thread that runs it. */
    public void record() {
        (Thread.currentThread().isVirtual() ? virtual : platform).increment();
    }

    public HandlerThreadCounts counts() {
        return new HandlerThreadCounts(virtual.sum(), platform.sum());
    }
}
