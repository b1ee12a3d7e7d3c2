package dev.rbench.results;

/** The service process during a step, sampled from /proc: CPU (100 = one core), resident memory, live threads. */
public record ResourceUsage(double cpuPercentMean, double cpuPercentMax, double rssMbMax, int threadsMax, int samples) {

    public static final ResourceUsage NONE = new ResourceUsage(0, 0, 0, 0, 0);
}
