package dev.rbench.results;

/**
 * The model once more with the CPU a request the step itself spent in place of the calibration's s
 * ({@code steps[].modelError.atStepCpu}): where the prediction misses, it says whose the miss is. Met with the step's
 * own s, the model's queues were right and the calibration read s wrong (the database still compiling, a machine slower
 * for some seconds, collectors that grow with the requests in flight); missed again, the model lacks something the step
 * had (cores left idle by pauses or waits, a quota unused). Null where the model has no CPU station (s is 0: a route
 * that waits), or the step failed.
 *
 * @param calibratedCpuMs s as the prediction used it, CPU milliseconds a request ({@code model.inputs.cpuMs})
 * @param stepCpuMs       the same figure as the step spent it: the service's and the run's backend's CPU without their
 *                        JIT compilers, and the generator's where it shares their cores; under a quota the service's alone
 * @param throughput      measured / re-predicted − 1
 * @param meanLatency     measured / re-predicted − 1
 */
public record ModelAtStepCpu(double calibratedCpuMs, double stepCpuMs, Double throughput, Double meanLatency) {

    /** Within the tolerances {@link ModelAccuracy} judges by, on both. */
    public boolean met() {
        return throughput != null && meanLatency != null && ModelAccuracy.within(throughput, meanLatency);
    }
}
