package dev.rbench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * The service JVM's garbage collection during a step, read from its GC log: stop-the-world pauses
 * (count, total, longest, by kind), collections, the most heap left after a pause, the allocation
 * rate between pauses, the share of the step's wall time spent paused, and the heap's size (what it had committed
 * after a pause; with a fixed heap, its maximum). Concurrent collectors (ZGC, Shenandoah) log cycles, not pauses, at
 * the level the runner logs.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record GcFigures(int pauses, double pauseMsTotal, double pauseMsMax, Map<String, Integer> pausesByKind,
                        int collections, Long heapAfterMbMax, Double allocationMbPerSecond, double pauseSharePercent,
                        Long heapMb) {

    public GcFigures(int pauses, double pauseMsTotal, double pauseMsMax, Map<String, Integer> pausesByKind,
                     int collections, Long heapAfterMbMax, Double allocationMbPerSecond, double pauseSharePercent) {
        this(pauses, pauseMsTotal, pauseMsMax, pausesByKind, collections, heapAfterMbMax, allocationMbPerSecond,
                pauseSharePercent, null);
    }

    /** Full collections ("Full", as G1, Parallel and Serial log them) among the pauses. */
    public int fullCollections() {
        return pausesByKind.getOrDefault("Full", 0);
    }

    public GcFigures {
        // Sorted by kind: results.json must not change between two writes of the same figures.
        pausesByKind = Collections.unmodifiableMap(new TreeMap<>(pausesByKind == null ? Map.of() : pausesByKind));
    }
}
