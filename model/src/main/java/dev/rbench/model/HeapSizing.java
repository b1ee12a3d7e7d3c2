package dev.rbench.model;

/**
 * The heap a JVM service needs to hold its requests in flight: what each keeps live (measured from the GC log's heap
 * after collections against the requests in flight), times the requests in flight at the target rate (Little's law:
 * the rate times what one request takes alone), plus what the idle service keeps live — and {@value #HEADROOM} times
 * that: with the live data at half the heap or more, every collection of a generational collector is a full one
 * (downstream-2000ms-fargate at 2,000 requests in flight: 300 of 494 MB live, five full collections of 1.0–1.3 s in
 * 20 s, where 1,000 in flight left 230 MB and four young collections).
 *
 * @param inFlight         requests in flight at the target
 * @param liveKbPerRequest what each keeps live on the heap
 * @param idleMb           what the service keeps live without requests
 */
public record HeapSizing(double inFlight, double liveKbPerRequest, double idleMb) {

    /** The heap over its live data. */
    public static final double HEADROOM = 2.0;
    /** Heaps are advised in whole multiples of this many MB. */
    static final int STEP_MB = 16;

    public HeapSizing {
        if (!(inFlight >= 0) || !(liveKbPerRequest >= 0) || !(idleMb >= 0) || !Double.isFinite(inFlight + liveKbPerRequest + idleMb)) {
            throw new IllegalArgumentException("heap sizing needs finite, non-negative figures (in flight " + inFlight
                    + ", KB live a request " + liveKbPerRequest + ", idle MB " + idleMb + ")");
        }
    }

    /** For {@code rateRps} requests a second, each taking {@code aloneMs} on its own. */
    public static HeapSizing at(double rateRps, double aloneMs, double liveKbPerRequest, double idleMb) {
        return new HeapSizing(rateRps * aloneMs / 1000, liveKbPerRequest, idleMb);
    }

    /** What is live at the target: the idle service's and the requests' in flight. */
    public double liveMb() {
        return idleMb + inFlight * liveKbPerRequest / 1024;
    }

    /** The heap to give it ({@code -Xmx}): {@link #HEADROOM} times the live data, rounded up to {@value #STEP_MB} MB. */
    public long heapMb() {
        return Math.max(STEP_MB, (long) Math.ceil(liveMb() * HEADROOM / STEP_MB) * STEP_MB);
    }
}
