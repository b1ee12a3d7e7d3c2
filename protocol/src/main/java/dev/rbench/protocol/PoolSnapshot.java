package dev.rbench.protocol;

/**
 * What a service answers on {@code GET /pool}: its MongoDB connection pool's gauges, counted from the
 * driver's own pool events. {@code opened}/{@code closed} count connections since start; {@code inUse}
 * are checked out now; {@code waiting} have started a checkout that has neither succeeded nor failed;
 * the {@code max*} watermarks run since start or the last {@code POST /pool/reset}. The same on the side port
 * {@code /info} names as {@code activityPort}, which the runner asks around its steps.
 */
public record PoolSnapshot(
        int maxSize,
        int minSize,
        int maxConnecting,
        long inUse,
        long waiting,
        long opened,
        long closed,
        long maxInUse,
        long maxWaiting) {

    /** The JSON the services answer, written by hand: this module has no dependencies (the side port's {@code /pool}). */
    public String toJson() {
        return "{\"maxSize\":" + maxSize + ",\"minSize\":" + minSize + ",\"maxConnecting\":" + maxConnecting + ",\"inUse\":" + inUse
                + ",\"waiting\":" + waiting + ",\"opened\":" + opened + ",\"closed\":" + closed + ",\"maxInUse\":" + maxInUse
                + ",\"maxWaiting\":" + maxWaiting + "}";
    }

    /** Connections open now. */
    public long open() {
        return opened - closed;
    }

    /** Connections opened between {@code before} and this reading; null when {@code before} is missing. */
    public Long openedSince(PoolSnapshot before) {
        return before == null ? null : opened - before.opened;
    }
}
