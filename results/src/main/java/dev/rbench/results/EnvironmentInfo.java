package dev.rbench.results;

import java.util.List;
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
        AcceptQueues acceptQueues,
        LoadEngineInfo generator) {

    /** Without the engine (results written before JMeter could fire steps: all by our generator). */
    public EnvironmentInfo(String cpuModel, int cores, long memoryMb, String os, String java, Tool tool, String startedAt,
                           Map<String, String> placement, AcceptQueues acceptQueues) {
        this(cpuModel, cores, memoryMb, os, java, tool, startedAt, placement, acceptQueues, null);
    }

    /** The same environment, its steps fired by {@code generator}. */
    public EnvironmentInfo withGenerator(LoadEngineInfo generator) {
        return new EnvironmentInfo(cpuModel, cores, memoryMb, os, java, tool, startedAt, placement, acceptQueues, generator);
    }

    /** Who fired the steps: "rbench" (our generator) or "jmeter"; null in results from before this was recorded (ours). */
    public String generatorEngine() {
        return generator == null ? LoadEngineInfo.RBENCH : generator.engine();
    }

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

    /**
     * The engine that fired the steps: {@code engine} "rbench" or "jmeter", its version, the remote engines that
     * shared each step (empty when it ran here), whether latencies are corrected for coordinated omission (JMeter
     * measures from the actual send: not), and where the engine's plans differ from our workload models.
     */
    public record LoadEngineInfo(String engine, String version, List<String> engines, boolean latencyCorrected,
                                 List<String> approximations) {

        public static final String RBENCH = "rbench";
        public static final String JMETER = "jmeter";

        public LoadEngineInfo {
            engines = engines == null ? List.of() : List.copyOf(engines);
            approximations = approximations == null ? List.of() : List.copyOf(approximations);
        }

        public boolean jmeter() {
            return JMETER.equals(engine);
        }
    }
}
