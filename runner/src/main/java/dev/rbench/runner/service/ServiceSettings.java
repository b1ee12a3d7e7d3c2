package dev.rbench.runner.service;

import dev.rbench.infra.cpu.CpuPlacement;
import dev.rbench.runner.stack.StackSettings;
import java.time.Duration;
import java.util.List;

/**
 * What starting a service JVM reads of a scenario, beyond what its stack reads: how long it may take to be
 * ready, its listen backlog, the cores it runs on, the JVM options it gets and what it is profiled for. The
 * scenario is one; the services see no more of it than this.
 */
public interface ServiceSettings extends StackSettings {

    Duration readyTimeout();

    int listenBacklog();

    CpuPlacement placement();

    List<String> serviceJvmOptions();

    /** Whether a built-in service starts from its jar's AOT cache ({@link ServiceAotCache}). */
    boolean serviceAotCache();

    Profiling profile();
}
