package dev.rbench.infra.cgroup;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * cgroup version 2: one tree; a group is one directory under rbench's own cgroup, whose
 * {@code cgroup.subtree_control} must hand down {@code cpu} and {@code memory} (checked by the probe).
 * Swap is capped at 0, so the process meets the OOM killer at its memory limit as in a container.
 *
 * @param base rbench's own cgroup
 */
public record CgroupV2(Path base) implements CgroupDriver {

    @Override
    public List<Path> bases() {
        return List.of(base);
    }

    @Override
    public void apply(Cgroup group) throws IOException {
        ResourceLimits limits = group.limits();
        Path dir = group.dirs().getFirst();
        if (limits.cpus() > 0) {
                CgroupFiles.write(dir.resolve("cpu.max"), limits.quotaMicros() + " " + ResourceLimits.PERIOD_MICROS);
            }
            if (limits.memoryMb() > 0) {
                CgroupFiles.write(dir.resolve("memory.max"), Long.toString(limits.memoryBytes()));
                Path swap = dir.resolve("memory.swap.max");
                if (Files.exists(swap)) {
                    CgroupFiles.write(swap, "0");
                }
            }
    }

    @Override
    public void cpuQuotaLifted(Cgroup group, boolean lifted) throws IOException {
        if (group.limits().cpus() > 0) {
            CgroupFiles.write(group.dirs().getFirst().resolve("cpu.max"),
                    (lifted ? "max" : Long.toString(group.limits().quotaMicros())) + " " + ResourceLimits.PERIOD_MICROS);
        }
    }

    @Override
    public CgroupStats read(Cgroup group) throws IOException {
        Path dir = group.dirs().getFirst();
        Map<String, Long> cpu = CgroupFiles.keyed(dir.resolve("cpu.stat"));
        Map<String, Long> events = CgroupFiles.keyed(dir.resolve("memory.events"));
        Path peak = dir.resolve("memory.peak");
        return new CgroupStats(cpu.getOrDefault("nr_periods", 0L), cpu.getOrDefault("nr_throttled", 0L),
                cpu.getOrDefault("throttled_usec", 0L) * 1_000, Files.exists(peak) ? CgroupFiles.number(peak) : 0,
                events.getOrDefault("oom_kill", 0L));
    }

    @Override
    public boolean resetPeak(Cgroup group) {
        // memory.peak resets only for the file descriptor that wrote it (Linux 6.12+): the peak stays since the start.
        return false;
    }

    @Override
    public String describe() {
        return "cgroup v2 (" + base + ")";
    }
}
