package dev.rbench.results;

import java.util.List;

/**
 * Virtual-thread pinning in the service during a step, from JFR's {@code jdk.VirtualThreadPinned}
 * (waits pinned at least {@code thresholdMs}): how many, their total and longest time, and the sites
 * that pinned most with their top frames. Recorded for virtual-thread stacks only.
 */
public record PinningFigures(double thresholdMs, int pinnedWaits, double pinnedMsTotal, double pinnedMsMax,
                             List<Site> topSites) {

    public PinningFigures {
        topSites = topSites == null ? List.of() : List.copyOf(topSites);
    }

    /** Where waits were pinned: the frames from the blocking call down, and how many waits. */
    public record Site(List<String> frames, int waits) {
        public Site {
            frames = frames == null ? List.of() : List.copyOf(frames);
        }
    }
}
