package dev.rbench.results;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * What each request in flight cost the service in memory during a step: the growth of its resident
 * memory (RSS, what a container's limit counts) and of its live heap (the heap in use after a
 * collection), from just before the step to its highest point, divided by the most requests in
 * flight at once. Recorded only where enough requests were in flight for the growth to stand out
 * from the JVM's own ({@link #MIN_IN_FLIGHT}).
 *
 * <p>The heap figure is the one to size by: from the service's idle live heap (the least any
 * collection before the step left) to the most a collection during the step left — what the heap
 * must hold with that many requests in flight, old garbage a young collection leaves included. It
 * needs a collection during the step (null without one). RSS is a weaker figure: a JVM whose heap
 * pages were touched before the step (a fixed -Xms heap, a warm-up) shows little growth, and RSS
 * is not given back between steps.
 *
 * @param inFlightMax          the most requests in flight at once (the generator's count)
 * @param rssMbStart           the service's RSS when the step began
 * @param rssMbMax             its highest RSS during the step
 * @param heapAfterMbBefore    the service's idle live heap: the least heap in use after any collection before the step; null with none
 * @param heapAfterMbMax       the most heap in use after a collection during the step; null with none
 * @param rssKbPerRequest      (rssMbMax − rssMbStart) / inFlightMax, in KB
 * @param liveHeapKbPerRequest (heapAfterMbMax − heapAfterMbBefore) / inFlightMax, in KB; null without both
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record InFlightMemory(long inFlightMax, double rssMbStart, double rssMbMax, Long heapAfterMbBefore,
                             Long heapAfterMbMax, double rssKbPerRequest, Double liveHeapKbPerRequest) {

    /** Below this many requests in flight the growth is within what the JVM does on its own (JIT, buffers). */
    public static final long MIN_IN_FLIGHT = 100;

    /** The figures, or null where too few requests were in flight or no RSS was sampled. */
    public static InFlightMemory of(long inFlightMax, double rssMbStart, double rssMbMax, Long heapAfterMbBefore,
                                    Long heapAfterMbMax) {
        if (inFlightMax < MIN_IN_FLIGHT || rssMbStart <= 0) {
            return null;
        }
        double rssKb = Math.max(0, rssMbMax - rssMbStart) * 1024 / inFlightMax;
        Double heapKb = heapAfterMbBefore == null || heapAfterMbMax == null ? null
                : round1(Math.max(0, heapAfterMbMax - heapAfterMbBefore) * 1024.0 / inFlightMax);
        return new InFlightMemory(inFlightMax, rssMbStart, rssMbMax, heapAfterMbBefore, heapAfterMbMax, round1(rssKb), heapKb);
    }

    private static double round1(double v) {
        return Math.round(v * 10) / 10.0;
    }
}
