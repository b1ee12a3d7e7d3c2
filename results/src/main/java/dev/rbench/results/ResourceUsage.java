package dev.rbench.results;

/**
 * The service process during a step, sampled from /proc: CPU (100 = one core), resident memory, live threads; and of
 * that CPU, where the service is a JVM, what its JIT compiler threads ({@code compilerCpuPercent}) and its garbage
 * collector's threads ({@code collectorCpuPercent}) spent over the same seconds (null where not read: a process with
 * no such threads, or a results file older than them).
 */
public record ResourceUsage(double cpuPercentMean, double cpuPercentMax, double rssMbMax, int threadsMax, int samples,
                            Double compilerCpuPercent, Double collectorCpuPercent) {

    public static final ResourceUsage NONE = new ResourceUsage(0, 0, 0, 0, 0);

    /** Without the JVM's own threads told apart. */
    public ResourceUsage(double cpuPercentMean, double cpuPercentMax, double rssMbMax, int threadsMax, int samples) {
        this(cpuPercentMean, cpuPercentMax, rssMbMax, threadsMax, samples, null, null);
    }

    /** The same usage with what the JVM's compilers and collectors spent of it, in percent of a core. */
    public ResourceUsage withJvmThreads(Double compilers, Double collectors) {
        return new ResourceUsage(cpuPercentMean, cpuPercentMax, rssMbMax, threadsMax, samples, compilers, collectors);
    }
}
