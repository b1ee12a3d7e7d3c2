package dev.rbench.results;

import java.util.Map;

/**
 * The machine, JVM and tool a run was made with, so a result can be judged and reproduced.
 * {@code placement} maps a role ("service", "generator") to the CPUs it was pinned to; null when
 * nothing was pinned; {@code acceptQueues} the kernel's accept queues as the run found or raised them.
 */
public record EnvironmentInfo(
        String cpuModel,
        int cores,
        long memoryMb,
        String os,
        String java,
        Tool tool,
        String startedAt,
        Map<String, String> placement,
        AcceptQueues acceptQueues) {

    /** Without the accept queues (results written before they were recorded). */
    public EnvironmentInfo(String cpuModel, int cores, long memoryMb, String os, String java, Tool tool, String startedAt,
                           Map<String, String> placement) {
        this(cpuModel, cores, memoryMb, os, java, tool, startedAt, placement, null);
    }

    /**
     * The kernel's accept queues during the run: {@code net.core.somaxconn} (the cap on every listen
     * backlog) and {@code net.ipv4.tcp_max_syn_backlog}; {@code raisedFrom} holds, for each one the run
     * raised (scenario key kernelAcceptQueue), the machine's value before it — null when nothing was changed.
     */
    public record AcceptQueues(int somaxconn, int tcpMaxSynBacklog, Map<String, Integer> raisedFrom) {
    }

    public record Tool(String version, String gitCommit) {
    }
}
