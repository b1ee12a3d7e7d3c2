package dev.rbench.infra.cgroup;

/**
 * A cgroup's counters at one moment: CFS periods with runnable threads and those of them in which the
 * group hit its quota, the time its threads waited throttled, the most memory it used (since the peak
 * was last reset), and the processes the kernel's OOM killer ended in it.
 */
public record CgroupStats(long periods, long throttledPeriods, long throttledNanos, long memoryPeakBytes, long oomKills) {

    /** The counters gathered since {@code before} (the peak is not a counter: it is kept as read now). */
    public CgroupStats since(CgroupStats before) {
        return new CgroupStats(periods - before.periods, throttledPeriods - before.throttledPeriods,
                throttledNanos - before.throttledNanos, memoryPeakBytes, oomKills - before.oomKills);
    }
}
