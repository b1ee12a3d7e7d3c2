package dev.rbench.runner.diagnosis;

/**
 * What the bottleneck rules need to know beyond the step's own figures.
 *
 * @param serverThreads        T when the stack's concurrency is bounded by its server threads (blocking
 *                             on platform threads); null when it is not (virtual threads, event loops)
 * @param serviceCores         the cores the service may run on
 * @param generatorSharesCores whether the load generator runs on the service's cores (not pinned apart)
 * @param steadyLoad           whether the step asks for the same every second (a closed or throttled loop, a fixed
 *                             rate), so a rising throughput is the service's doing, not the load's
 */
public record StepContext(Integer serverThreads, int serviceCores, boolean generatorSharesCores, boolean steadyLoad) {

    public StepContext(Integer serverThreads, int serviceCores, boolean generatorSharesCores) {
        this(serverThreads, serviceCores, generatorSharesCores, false);
    }
}
