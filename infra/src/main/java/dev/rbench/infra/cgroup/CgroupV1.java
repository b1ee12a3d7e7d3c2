package dev.rbench.infra.cgroup;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * cgroup version 1: the {@code cpu} and {@code memory} controllers, each its own tree; a group is a
 * directory in both. The memory limit also caps memory plus swap where the kernel accounts swap, so
 * a limited process is OOM-killed at its limit as in a container, instead of swapping.
 *
 * @param cpuBase    rbench's own cgroup in the cpu tree
 * @param memoryBase rbench's own cgroup in the memory tree
 */
public record CgroupV1(Path cpuBase, Path memoryBase) implements CgroupDriver {

    @Override
    public List<Path> bases() {
        return List.of(cpuBase, memoryBase);
    }

    @Override
    public void apply(Cgroup group) throws IOException {
        ResourceLimits limits = group.limits();
        Path cpu = group.dirs().get(0);
        Path memory = group.dirs().get(1);
        if (limits.cpus() > 0) {
                CgroupFiles.write(cpu.resolve("cpu.cfs_period_us"), Long.toString(ResourceLimits.PERIOD_MICROS));
                CgroupFiles.write(cpu.resolve("cpu.cfs_quota_us"), Long.toString(limits.quotaMicros()));
            }
            if (limits.memoryMb() > 0) {
                CgroupFiles.write(memory.resolve("memory.limit_in_bytes"), Long.toString(limits.memoryBytes()));
                // Set after the limit: the kernel wants memory+swap >= memory. Absent without swap accounting.
                Path memsw = memory.resolve("memory.memsw.limit_in_bytes");
                if (Files.exists(memsw)) {
                    CgroupFiles.write(memsw, Long.toString(limits.memoryBytes()));
                }
            }
    }

    @Override
    public void cpuQuotaLifted(Cgroup group, boolean lifted) throws IOException {
        if (group.limits().cpus() > 0) {
            CgroupFiles.write(group.dirs().get(0).resolve("cpu.cfs_quota_us"),
                    Long.toString(lifted ? -1 : group.limits().quotaMicros()));
        }
    }

    @Override
    public CgroupStats read(Cgroup group) throws IOException {
        Map<String, Long> cpu = CgroupFiles.keyed(group.dirs().get(0).resolve("cpu.stat"));
        Path memory = group.dirs().get(1);
        Map<String, Long> oom = CgroupFiles.keyed(memory.resolve("memory.oom_control"));
        Path peak = memory.resolve("memory.max_usage_in_bytes");
        return new CgroupStats(cpu.getOrDefault("nr_periods", 0L), cpu.getOrDefault("nr_throttled", 0L),
                cpu.getOrDefault("throttled_time", 0L), Files.exists(peak) ? CgroupFiles.number(peak) : 0,
                oom.getOrDefault("oom_kill", 0L));
    }

    @Override
    public boolean resetPeak(Cgroup group) throws IOException {
        // v1 resets the high-water mark to the current usage on any write.
        CgroupFiles.write(group.dirs().get(1).resolve("memory.max_usage_in_bytes"), "0");
        return true;
    }

    @Override
    public String describe() {
        return "cgroup v1 (cpu " + cpuBase + ", memory " + memoryBase + ")";
    }
}
