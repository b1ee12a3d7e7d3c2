package dev.rbench.results;

import java.util.Map;

/**
 * The machine, JVM and tool a run was made with, so a result can be judged and reproduced.
 * {@code placement} maps a role ("service", "generator") to the CPUs it was pinned to; null when
 * nothing was pinned.
 */
public record EnvironmentInfo(
        String cpuModel,
        int cores,
        long memoryMb,
        String os,
        String java,
        Tool tool,
        String startedAt,
        Map<String, String> placement) {

    public record Tool(String version, String gitCommit) {
    }
}
