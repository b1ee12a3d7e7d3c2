package dev.rbench.results;

/**
 * A step of a service running under container-like limits, from its cgroup's counters: the limits
 * (0 = none), the CFS periods in which it had work and those in which it hit its quota, the time its
 * threads waited throttled, its memory peak (since the step began, or since the service started
 * where the kernel cannot reset it: {@code memoryPeakOfStep} false) and the processes the OOM killer
 * ended during the step.
 */
public record LimitsStep(double cpus, int memoryLimitMb, long periods, long throttledPeriods, double throttledMs,
                         double memoryPeakMb, boolean memoryPeakOfStep, long oomKills) {

    /** The share of periods in which the service was throttled, in percent; null without periods. */
    public Double throttledPercent() {
        return periods == 0 ? null : throttledPeriods * 100.0 / periods;
    }
}
