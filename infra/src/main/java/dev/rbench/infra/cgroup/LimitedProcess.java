package dev.rbench.infra.cgroup;

import dev.rbench.infra.process.ChildProcesses;
import java.io.IOException;
import java.time.Duration;

/**
 * A child process running in its own cgroup: the process, the group's counters while it runs and
 * after it died (an OOM kill is read from them), and {@link #stop} that ends the process and then
 * removes the group.
 */
public record LimitedProcess(Process process, Cgroup cgroup, Cgroups owner) {

    public CgroupStats stats() throws IOException {
        return cgroup.read();
    }

    /** Starts the memory peak afresh (a step's own peak); false where the kernel keeps it since the start. */
    public boolean resetPeak() throws IOException {
        return cgroup.driver().resetPeak(cgroup);
    }

    /** Lifts the group's CPU quota, or sets it again ({@link CgroupDriver#cpuQuotaLifted}). */
    public void cpuQuotaLifted(boolean lifted) throws IOException {
        cgroup.driver().cpuQuotaLifted(cgroup, lifted);
    }

    /** Stops the process (SIGTERM, SIGKILL after {@code grace}) and removes its group; safe to call twice. */
    public void stop(Duration grace) {
        ChildProcesses.stop(process, grace);
        owner.remove(cgroup);
    }
}
