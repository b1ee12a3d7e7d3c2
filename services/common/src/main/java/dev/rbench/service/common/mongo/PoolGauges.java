package dev.rbench.service.common.mongo;

import com.mongodb.event.ConnectionCheckOutFailedEvent;
import com.mongodb.event.ConnectionCheckOutStartedEvent;
import com.mongodb.event.ConnectionCheckedInEvent;
import com.mongodb.event.ConnectionCheckedOutEvent;
import com.mongodb.event.ConnectionClosedEvent;
import com.mongodb.event.ConnectionCreatedEvent;
import com.mongodb.event.ConnectionPoolListener;
import dev.rbench.protocol.PoolSnapshot;
import dev.rbench.service.common.gauge.HighWaterMark;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Counts what the driver's connection pool does, from its own events (sync and reactive-streams
 * drivers share the pool code), so "connections in use, waiting, opened" are measured, not
 * inferred. Summed over all servers' pools. Lock-free: the events fire on request paths.
 */
public class PoolGauges implements ConnectionPoolListener {
    private final int maxSize;
    private final int minSize;
    private final int maxConnecting;
    private final AtomicLong inUse = new AtomicLong();
    private final AtomicLong waiting = new AtomicLong();
    private final AtomicLong opened = new AtomicLong();
    private final AtomicLong closed = new AtomicLong();
    private final HighWaterMark maxInUse = new HighWaterMark();
    private final HighWaterMark maxWaiting = new HighWaterMark();

    public PoolGauges(int maxSize, int minSize, int maxConnecting) {
        this.maxSize = maxSize;
        this.minSize = minSize;
        this.maxConnecting = maxConnecting;
    }

    public static PoolGauges of(MongoSettings settings) {
        return new PoolGauges(settings.poolSize(), settings.minPoolSize(), settings.maxConnecting());
    }

    @Override
    public void connectionCheckOutStarted(ConnectionCheckOutStartedEvent event) {
        maxWaiting.offer(waiting.incrementAndGet());
    }

    @Override
    public void connectionCheckedOut(ConnectionCheckedOutEvent event) {
        waiting.decrementAndGet();
        maxInUse.offer(inUse.incrementAndGet());
    }

    @Override
    public void connectionCheckOutFailed(ConnectionCheckOutFailedEvent event) {
        waiting.decrementAndGet();
    }

    @Override
    public void connectionCheckedIn(ConnectionCheckedInEvent event) {
        inUse.decrementAndGet();
    }

    @Override
    public void connectionCreated(ConnectionCreatedEvent event) {
        opened.incrementAndGet();
    }

    @Override
    public void connectionClosed(ConnectionClosedEvent event) {
        closed.incrementAndGet();
    }

    /** Starts new watermarks from the current values, e.g. at the start of a measured step. */
    public void resetWatermarks() {
        maxInUse.reset(inUse.get());
        maxWaiting.reset(waiting.get());
    }

    public PoolSnapshot snapshot() {
        return new PoolSnapshot(maxSize, minSize, maxConnecting, inUse.get(), waiting.get(),
                opened.get(), closed.get(), maxInUse.get(), maxWaiting.get());
    }
}
