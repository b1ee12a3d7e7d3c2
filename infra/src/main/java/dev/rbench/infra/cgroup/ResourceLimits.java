package dev.rbench.infra.cgroup;

/**
 * A container's limits for one process: a CPU quota in cores ({@code 0.25} = a quarter of one core
 * per scheduling period) and a memory limit in megabytes; 0 leaves that resource unlimited.
 */
public record ResourceLimits(double cpus, int memoryMb) {

    public static final ResourceLimits NONE = new ResourceLimits(0, 0);

    /** The CFS period the quota is cut into: the kernel's and Docker's default, 100 ms. */
    public static final long PERIOD_MICROS = 100_000;

    /** The kernel refuses a quota below 1 ms. */
    static final long MIN_QUOTA_MICROS = 1_000;

    public ResourceLimits {
        if (!(cpus >= 0) || memoryMb < 0) {
            throw new IllegalArgumentException("limits must not be negative: cpus " + cpus + ", memoryMb " + memoryMb);
        }
    }

    public boolean limited() {
        return cpus > 0 || memoryMb > 0;
    }

    /** The CPU time the process may use per period, in microseconds; -1 (the kernel's "no quota") without a CPU limit. */
    public long quotaMicros() {
        return cpus > 0 ? Math.max(MIN_QUOTA_MICROS, Math.round(cpus * PERIOD_MICROS)) : -1;
    }

    public long memoryBytes() {
        return memoryMb * 1024L * 1024L;
    }

    @Override
    public String toString() {
        return (cpus > 0 ? cpus + " CPU" : "unlimited CPU") + ", " + (memoryMb > 0 ? memoryMb + " MB" : "unlimited memory");
    }
}
