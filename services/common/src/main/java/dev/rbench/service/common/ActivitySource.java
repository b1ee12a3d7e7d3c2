package dev.rbench.service.common;

import dev.rbench.protocol.ActivitySnapshot;
import dev.rbench.protocol.PoolSnapshot;
import dev.rbench.service.common.mongo.PoolGauges;
import dev.rbench.service.common.postgres.PostgresPoolGauges;
import java.lang.management.ManagementFactory;
import jdk.management.VirtualThreadSchedulerMXBean;
import org.springframework.beans.factory.ObjectProvider;

/**
 * Who works and who waits inside the service now: requests inside, Tomcat's busy workers or the event loops' CPU,
 * the virtual-thread scheduler's mounted and queued threads, the database pool's connections in use and requests
 * waiting for one. Counters and gauges only (no thread dump), so it can be read a few times a second.
 */
public class ActivitySource {

    private final InFlightRequests inFlight;
    private final ServerConcurrency concurrency;
    private final ObjectProvider<PoolGauges> mongo;
    private final ObjectProvider<PostgresPoolGauges> postgres;
    private final VirtualThreadSchedulerMXBean scheduler = ManagementFactory.getPlatformMXBean(VirtualThreadSchedulerMXBean.class);

    public ActivitySource(InFlightRequests inFlight, ServerConcurrency concurrency, ObjectProvider<PoolGauges> mongo,
                          ObjectProvider<PostgresPoolGauges> postgres) {
        this.inFlight = inFlight;
        this.concurrency = concurrency;
        this.mongo = mongo;
        this.postgres = postgres;
    }

    public ActivitySnapshot now() {
        // The pool /pool shows without a store: MongoDB's where it is configured, else PostgreSQL's.
        PoolGauges m = mongo.getIfAvailable();
        PostgresPoolGauges pg = postgres.getIfAvailable();
        PoolSnapshot pool = m != null ? m.snapshot() : pg != null ? pg.snapshot() : null;
        return new ActivitySnapshot(inFlight.now(), concurrency.busyThreads(), concurrency.serverThreads(), concurrency.loopsCpuNanos(),
                concurrency.eventLoops(), scheduler == null ? null : scheduler.getMountedVirtualThreadCount(),
                scheduler == null ? null : scheduler.getQueuedVirtualThreadCount(), scheduler == null ? null : scheduler.getParallelism(),
                pool == null ? null : pool.inUse(), pool == null ? null : pool.waiting(),
                pool == null ? null : (long) pool.maxSize());
    }
}
