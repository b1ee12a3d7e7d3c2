package dev.rbench.runner.diagnosis;

import dev.rbench.loadgen.Burst;
import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.loadgen.OpenRate;
import dev.rbench.loadgen.RampRate;
import dev.rbench.loadgen.ThrottledClosedLoop;
import dev.rbench.loadgen.Workload;

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

    /** Whether {@code workload} asks for the same every second: a closed or throttled loop, a fixed open rate. */
    public static boolean steady(Workload workload) {
        return switch (workload) {
            case ClosedLoop ignored -> true;
            case ThrottledClosedLoop ignored -> true;
            case OpenRate ignored -> true;
            case Burst ignored -> false;
            case RampRate ignored -> false;
        };
    }
}
