package dev.rbench.runner.phase.model;

import dev.rbench.results.BackendCpu;
import dev.rbench.results.GeneratorHealth;
import dev.rbench.results.ResourceUsage;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.calibration.CpuStation;
import java.util.OptionalDouble;

/**
 * The CPU a request a measured step spent, counted as the calibration counts s ({@code CpuUnderLoadCalibration}):
 * the path's processes — the service, and the run's own backend where it runs here — without their JIT compilers, and
 * the generator's process where it shares their cores; under a quota the service's alone, which is all the quota
 * holds. Figures in percent of a core over the load, divided by the step's throughput.
 */
final class StepCpu {

    private StepCpu() {
    }

    /** Empty where the step has no reading of the service's CPU, or of the generator's where s counts it. */
    static OptionalDouble secondsPerRequest(StepRecord step, CpuStation station) {
        ResourceUsage sut = step.sut();
        if (sut == null || sut.samples() == 0 || step.throughputRps() <= 0) {
            return OptionalDouble.empty();
        }
        double service = withoutCompilers(sut.cpuPercentMean(), sut.compilerCpuPercent());
        BackendCpu backend = step.backendCpu();
        double path = service + (backend == null ? 0 : withoutCompilers(backend.cpuPercent(), backend.compilerCpuPercent()));
        GeneratorHealth generator = step.generator();
        if (generator == null && station.countsGenerator()) {
            return OptionalDouble.empty();
        }
        double percent = station.demand(service, path, generator == null ? 0 : generator.cpuPercent());
        return percent <= 0 ? OptionalDouble.empty() : OptionalDouble.of(percent / 100 / step.throughputRps());
    }

    /**
     * What the step's collectors spent a request while they stopped the service, in seconds, where the calibration
     * counts it apart ({@code BackendChecks.Calibration#stoppingCollectorSeconds}: under a quota, the service's own);
     * 0 elsewhere or where the step has no reading of them.
     */
    static double stoppingCollectorSecondsPerRequest(StepRecord step, CpuStation station) {
        ResourceUsage sut = step.sut();
        if (!station.underQuota() || sut == null || sut.collectorCpuPercent() == null || step.throughputRps() <= 0) {
            return 0;
        }
        return sut.collectorCpuPercent() / 100 / step.throughputRps();
    }

    private static double withoutCompilers(double cpuPercent, Double compilerPercent) {
        return Math.max(cpuPercent - (compilerPercent == null ? 0 : compilerPercent), 0);
    }
}
