package dev.rbench.results;

/**
 * The service's connection pool as its {@code GET /pool} reports it: sizes, connections in use and
 * requests waiting now, opened and closed since start, and the watermarks since the last reset.
 */
public record PoolGauges(int maxSize, int minSize, int maxConnecting, long inUse, long waiting, long opened, long closed,
                         long maxInUse, long maxWaiting) {

    /** Connections open now. */
    public long open() {
        return opened - closed;
    }
}
