package dev.rbench.results;

/**
 * What the run's own backend processes (the embedded database or the downstream service, each with its children) spent
 * over a step, in percent of one core like the service's {@link ResourceUsage}: {@code cpuPercent} in all, and of it
 * what their JIT compilers ({@code compilerCpuPercent}) and their garbage collectors' threads
 * ({@code collectorCpuPercent}) took, null where the backend runs no JVM. They share the machine's cores with the
 * service and the generator: the embedded Cassandra compiled on 0.13–0.37 cores through the first stack's steps of
 * cassandra-findall-closed, and collected on 0.1–0.5.
 */
public record BackendCpu(double cpuPercent, Double compilerCpuPercent, Double collectorCpuPercent) {
}
