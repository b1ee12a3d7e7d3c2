package dev.rbench.service.common.postgres;

import dev.rbench.protocol.PoolSnapshot;
import dev.rbench.service.common.gauge.HighWaterMark;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The PostgreSQL pool's gauges in {@code /pool}'s shape, for HikariCP (its pool MXBean) and
 * r2dbc-pool (its PoolMetrics) alike. Neither pool reports events per checkout as MongoDB's driver
 * does, so the watermarks come from sampling the pool's own counters every
 * {@value #SAMPLE_MILLIS} ms on one daemon thread: a few volatile reads a sample, nothing on the
 * request path. They count no history, so {@code opened} is the connections open now and
 * {@code closed} is 0.
 */
public final class PostgresPoolGauges implements AutoCloseable {

    static final long SAMPLE_MILLIS = 10;

    /** One reading of the pool: connections in use, requests waiting for one, connections open. */
    public record Reading(long inUse, long waiting, long open) {
    }

    private final int maxSize;
    private final Supplier<Reading> pool;
    private final HighWaterMark maxInUse = new HighWaterMark();
    private final HighWaterMark maxWaiting = new HighWaterMark();
    private final ScheduledExecutorService sampler;

    public PostgresPoolGauges(int maxSize, Supplier<Reading> pool) {
        this.maxSize = maxSize;
        this.pool = pool;
        this.sampler = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "rbench-postgres-pool-gauges");
            t.setDaemon(true);
            return t;
        });
        sampler.scheduleAtFixedRate(this::sample, SAMPLE_MILLIS, SAMPLE_MILLIS, TimeUnit.MILLISECONDS);
    }

    void sample() {
        Reading now = pool.get();
        maxInUse.offer(now.inUse());
        maxWaiting.offer(now.waiting());
    }

    /** Starts new watermarks from the current values, e.g. at the start of a measured step. */
    public void resetWatermarks() {
        Reading now = pool.get();
        maxInUse.reset(now.inUse());
        maxWaiting.reset(now.waiting());
    }

    public PoolSnapshot snapshot() {
        sample();
        Reading now = pool.get();
        return new PoolSnapshot(maxSize, 0, 0, now.inUse(), now.waiting(), now.open(), 0, maxInUse.get(), maxWaiting.get());
    }

    @Override
    public void close() {
        sampler.shutdownNow();
    }
}
