package dev.rbench.runner.diagnosis;

/**
 * What the bottleneck rules need to know beyond the step's own figures.
 *
 * @param serverThreads        T when the stack's concurrency is bounded by its server threads (blocking
 *                             on platform threads); null when it is not (virtual threads, event loops)
 * @param serviceCores         the cores the service may run on
 * @param generatorSharesCores whether the load generator runs on the service's cores (not pinned apart)
 */
public record StepContext(Integer serverThreads, int serviceCores, boolean generatorSharesCores) {
}
