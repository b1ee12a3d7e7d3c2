package dev.rbench.infra.cgroup;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The cgroup hierarchy rbench puts its limited processes in, found once by {@link CgroupProbe}:
 * version 2 (one tree, {@code cpu.max}, {@code memory.max}) or version 1 (the {@code cpu} and
 * {@code memory} controllers mounted apart, {@code cpu.cfs_quota_us}, {@code memory.limit_in_bytes}).
 * Groups are made as children of rbench's own cgroup in each tree, so any limit rbench itself runs
 * under still holds for its services.
 */
public sealed interface CgroupDriver permits CgroupV1, CgroupV2 {

    /** The directories new groups are made in (one for v2, the cpu and the memory tree's for v1). */
    List<Path> bases();

    /** Makes the group {@code name} in every base and sets {@code limits}; removes what it made if that fails. */
    default Cgroup create(String name, ResourceLimits limits) throws IOException {
        Cgroup group = new Cgroup(name, bases().stream().map(b -> b.resolve(name)).toList(), limits, this);
        try {
            for (Path dir : group.dirs()) {
                java.nio.file.Files.createDirectory(dir);
            }
            apply(group);
            return group;
        } catch (IOException | RuntimeException e) {
            group.remove(0);
            throw new IOException("cannot set up cgroup " + name + " (" + describe() + "): " + e.getMessage(), e);
        }
    }

    /** Writes the group's limits into its control files (in {@link Cgroup#dirs()}, the order of {@link #bases()}). */
    void apply(Cgroup group) throws IOException;

    /**
     * Lifts the group's CPU quota ({@code lifted}) or sets its limits' quota again. A warm-up runs without it: under a
     * quarter of a core the JIT compilers, which share the quota, take minutes to compile what they compile in seconds
     * without it, and every figure measured meanwhile is of a cold service. No-op without a CPU limit.
     */
    void cpuQuotaLifted(Cgroup group, boolean lifted) throws IOException;

    /** The group's counters now. */
    CgroupStats read(Cgroup group) throws IOException;

    /** Starts the memory peak afresh, so the next {@link #read} gives the peak since now; false where the kernel cannot. */
    boolean resetPeak(Cgroup group) throws IOException;

    /** For messages and results: "cgroup v1 (cpu /sys/fs/cgroup/cpu, memory /sys/fs/cgroup/memory/…)". */
    String describe();
}
