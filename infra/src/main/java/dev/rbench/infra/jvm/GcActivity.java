package dev.rbench.infra.jvm;

import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A JVM's garbage collection during a window, read from its GC log's {@code gc} lines: the
 * stop-the-world pauses (G1, Parallel, Serial log each as {@code Pause <kind> … before->after(committed) ms}),
 * pauses by kind, the largest heap left after a collection, and the allocation rate between
 * successive pauses (what the heap grew by from one collection's end to the next one's start).
 * Concurrent collectors (ZGC, Shenandoah) log their cycles without pauses at this level: their
 * cycles are counted and {@code pauses} is 0; generational ZGC's heap tables ({@code gc+heap}) give each collection's
 * heap before and after as a pause's would ({@link ZgcCollections}), so the heap figures and the allocation rate are
 * read under it too (its committed heap is not: {@code heapMbMax} stays null).
 *
 * @param pauses               stop-the-world pauses in the window
 * @param pauseMsTotal         their total length
 * @param pauseMsMax           the longest
 * @param pausesByKind         e.g. {Young: 12, Remark: 1, Full: 1}
 * @param collections          distinct collections (GC ids) that logged in the window, pauses or cycles
 * @param heapAfterMbMax       the most heap still in use after a pause (or a ZGC collection); null with none
 * @param allocationMbPerSecond the heap's growth between successive pauses per second; null with fewer than two
 * @param pauseSharePercent    total pause time as a share of the window's wall time
 * @param heapAfterMbMin       the least heap in use after a pause in the window; null with none
 * @param heapMbMax            the most heap the JVM had committed after a pause (its size then); null with none
 */
public record GcActivity(int pauses, double pauseMsTotal, double pauseMsMax, Map<String, Integer> pausesByKind,
                         int collections, Long heapAfterMbMax, Double allocationMbPerSecond, double pauseSharePercent,
                         Long heapAfterMbMin, Long heapMbMax) {

    public static final GcActivity NONE = new GcActivity(0, 0, 0, Map.of(), 0, null, null, 0, null, null);

    // [12.345s][info] GC(5) Pause Young (Mixed) (G1 Evacuation Pause) 308M->16M(512M) 17.316ms
    private static final Pattern PAUSE = Pattern.compile(
            "^\\[(?<uptime>[\\d.]+)s\\].*?GC\\((?<id>\\d+)\\) Pause (?<kind>[A-Za-z]+)\\b.*?"
                    + "(?<before>\\d+)M->(?<after>\\d+)M\\((?<committed>\\d+)M\\) (?<ms>[\\d.]+)ms\\s*$");
    private static final Pattern ANY_COLLECTION = Pattern.compile("\\bGC\\((\\d+)\\) ");

    public GcActivity {
        pausesByKind = Collections.unmodifiableMap(new TreeMap<>(pausesByKind));
    }

    /** The activity in {@code lines} over {@code wallSeconds} of wall time. */
    public static GcActivity parse(List<String> lines, double wallSeconds) {
        int pauses = 0;
        double total = 0;
        double longest = 0;
        Map<String, Integer> byKind = new LinkedHashMap<>();
        Set<String> ids = new HashSet<>();
        Long heapAfterMax = null;
        Long heapAfterMin = null;
        Long heapMax = null;
        double grownMb = 0;
        double firstUptime = -1;
        double lastUptime = -1;
        long previousAfter = -1;
        ZgcCollections zgc = new ZgcCollections();
        for (String line : lines) {
            Matcher any = ANY_COLLECTION.matcher(line);
            if (any.find()) {
                ids.add(any.group(1));
            }
            Matcher m = PAUSE.matcher(line);
            long before;
            long after;
            double uptime;
            if (m.find()) {
                double ms = Double.parseDouble(m.group("ms"));
                before = Long.parseLong(m.group("before"));
                after = Long.parseLong(m.group("after"));
                uptime = Double.parseDouble(m.group("uptime"));
                pauses++;
                total += ms;
                longest = Math.max(longest, ms);
                byKind.merge(m.group("kind"), 1, Integer::sum);
                long committed = Long.parseLong(m.group("committed"));
                heapMax = heapMax == null ? committed : Math.max(heapMax, committed);
            } else {
                // A concurrent collection (ZGC's) leaves a heap figure where its tables were logged, and stops nothing.
                var collection = zgc.accept(line);
                if (collection.isEmpty()) {
                    continue;
                }
                before = collection.get().beforeMb();
                after = collection.get().afterMb();
                uptime = collection.get().uptimeSeconds();
            }
            heapAfterMax = heapAfterMax == null ? after : Math.max(heapAfterMax, after);
            heapAfterMin = heapAfterMin == null ? after : Math.min(heapAfterMin, after);
            if (previousAfter >= 0) {
                grownMb += Math.max(0, before - previousAfter);
                lastUptime = uptime;
            } else {
                firstUptime = uptime;
            }
            previousAfter = after;
        }
        Double allocation = lastUptime > firstUptime && firstUptime >= 0 ? grownMb / (lastUptime - firstUptime) : null;
        double share = wallSeconds > 0 ? total / (wallSeconds * 1000) * 100 : 0;
        return new GcActivity(pauses, total, longest, byKind, ids.size(), heapAfterMax, allocation, share,
                heapAfterMin, heapMax);
    }
}
