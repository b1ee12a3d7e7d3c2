package dev.rbench.results;

import java.util.List;

/**
 * How the warm-up ended: after its loads it goes on in slices of {@code sliceSeconds}, for at most {@code maxSeconds},
 * while the service's JIT compilers keep more than {@code quietCores} busy; {@code compilerBusyCores} holds each
 * slice's reading, {@code quiet} whether the last was under it (false: the first steps may still be measured while the
 * service compiles). {@code cpuQuotaLifted}: the service runs under a CPU quota, which the warm-up ran without (the
 * calibration and the steps run under it). The same record says how a step's own settling ended
 * ({@code steps[].settling}, with {@code stepSettling}): slices of the step's load before it, under its quota.
 * {@code backendCompilerBusyCores}: the same reading of the run's database or downstream JVMs' compilers, which must be
 * quiet too (under {@code backendQuietCores}); absent where the backend runs no local JVM and in files written before
 * it.
 */
public record WarmupSettling(double sliceSeconds, double maxSeconds, double quietCores, List<Double> compilerBusyCores,
                             double extraSeconds, boolean quiet, boolean cpuQuotaLifted, Double backendQuietCores,
                             List<Double> backendCompilerBusyCores) {

    public WarmupSettling {
        compilerBusyCores = List.copyOf(compilerBusyCores);
        backendCompilerBusyCores = backendCompilerBusyCores == null ? null : List.copyOf(backendCompilerBusyCores);
    }
}
