package dev.rbench.protocol;

/**
 * What a service answers on {@code GET /activity}: who works and who waits inside it right now, cheap enough to ask
 * a few times a second during a step. Each figure is null where the stack has no such thing.
 *
 * @param inService      requests inside the service now (entered its filter, not yet answered), /activity not counted
 * @param threadsBusy    Tomcat workers running a request now (platform threads; null on virtual threads and Netty)
 * @param threadsMax     Tomcat's maximum workers (null on Netty)
 * @param loopsCpuNanos  CPU time the HTTP event loops have used since they started, summed (Netty only): the
 *                       reader takes the difference between two readings over the wall time between them
 * @param loops          event loops (Netty only)
 * @param virtualMounted virtual threads mounted on a carrier now (the JDK's VirtualThreadSchedulerMXBean)
 * @param virtualQueued  virtual threads queued for a carrier now
 * @param carriers       the virtual-thread scheduler's parallelism
 * @param poolInUse      database connections checked out now (MongoDB's pool, else PostgreSQL's; null without one)
 * @param poolWaiting    requests waiting for a connection now
 * @param poolMax        the pool's most connections, N (null without one)
 */
public record ActivitySnapshot(
        long inService,
        Integer threadsBusy,
        Integer threadsMax,
        Long loopsCpuNanos,
        Integer loops,
        Integer virtualMounted,
        Long virtualQueued,
        Integer carriers,
        Long poolInUse,
        Long poolWaiting,
        Long poolMax) {

    /** The JSON the service's side port answers with: numbers and nulls only, in component order. */
    public String toJson() {
        return "{\"inService\":" + inService + ",\"threadsBusy\":" + threadsBusy + ",\"threadsMax\":" + threadsMax + ",\"loopsCpuNanos\":"
                + loopsCpuNanos + ",\"loops\":" + loops + ",\"virtualMounted\":" + virtualMounted + ",\"virtualQueued\":" + virtualQueued
                + ",\"carriers\":" + carriers + ",\"poolInUse\":" + poolInUse + ",\"poolWaiting\":" + poolWaiting + ",\"poolMax\":" + poolMax + "}";
    }
}
