package dev.rbench.runner.scenario;

import dev.rbench.infra.cgroup.ResourceLimits;
import dev.rbench.runner.settings.Problems;
import dev.rbench.runner.settings.Setting;
import dev.rbench.runner.settings.Validated;

/**
 * A container's limits for each service under test ({@code limits: {cpus: 0.25, memoryMb: 2048}}),
 * applied as a real kernel limit: a cgroup per service process with a CFS quota and a memory limit
 * (infra's {@code Cgroups}). 0 leaves a resource unlimited; a run that asks for a limit where no
 * cgroup can be made is refused, never run unlimited.
 */
public record Limits(
        @Setting(value = "0", doc = "CPU cores each service may use, a container's quota, e.g. 0.25 (a quarter of one core"
                + " every 100 ms period); 0 = no limit (--pin places on whole cores)", min = 0, max = 1024, flag = "--cpus",
                off = "0")
        double cpus,
        @Setting(value = "0", doc = "megabytes of memory each service may use, a container's limit (above it the kernel's OOM"
                + " killer ends the service), e.g. 2048; 0 = no limit", min = 0, max = 1_048_576, flag = "--memory",
                off = "0")
        int memoryMb) implements Validated {

    /** As infra's cgroups take them. */
    public ResourceLimits resources() {
        return new ResourceLimits(cpus, memoryMb);
    }

    public boolean limited() {
        return resources().limited();
    }

    @Override
    public void validate(Problems p) {
        p.check(cpus == 0 || cpus >= 0.01, "cpus", cpus + " is below the kernel's smallest quota; give at least 0.01 (or 0 for no limit)");
        p.check(memoryMb == 0 || memoryMb >= 64, "memoryMb", memoryMb + " MB cannot hold a JVM; give at least 64 (or 0 for no limit)");
    }
}
