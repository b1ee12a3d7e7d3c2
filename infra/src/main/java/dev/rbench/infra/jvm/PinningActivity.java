package dev.rbench.infra.jvm;

import java.time.Duration;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The pinned waits of a step: how many, their total and longest time, and the sites that pinned
 * most (the same stack counted once with its number of waits), most frequent first.
 */
public record PinningActivity(int waits, double pinnedMsTotal, double pinnedMsMax, List<Site> topSites) {

    /** Sites kept per step: the report shows where to look, not every stack. */
    static final int TOP_SITES = 3;

    public static final PinningActivity NONE = new PinningActivity(0, 0, 0, List.of());

    public PinningActivity {
        topSites = List.copyOf(topSites);
    }

    /** One pinned wait: how long and where (its top frames). */
    public record Wait(Duration duration, List<String> frames) {
    }

    /** A pinning site and how many waits it pinned. */
    public record Site(List<String> frames, int waits) {
        public Site {
            frames = List.copyOf(frames);
        }
    }

    public static PinningActivity of(List<Wait> waits) {
        double total = 0;
        double max = 0;
        Map<List<String>, Integer> bySite = new LinkedHashMap<>();
        for (Wait w : waits) {
            double ms = w.duration().toNanos() / 1e6;
            total += ms;
            max = Math.max(max, ms);
            bySite.merge(w.frames(), 1, Integer::sum);
        }
        List<Site> top = bySite.entrySet().stream()
                .sorted(Map.Entry.<List<String>, Integer>comparingByValue(Comparator.reverseOrder()))
                .limit(TOP_SITES).map(e -> new Site(e.getKey(), e.getValue())).toList();
        return new PinningActivity(waits.size(), total, max, top);
    }
}
