package dev.rbench.runner.phase;

import dev.rbench.infra.process.JvmThreads;
import dev.rbench.loadgen.Workload;
import dev.rbench.results.Figures;
import dev.rbench.results.WarmupSettling;
import dev.rbench.runner.service.ServiceProcess;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The warm-up's end: after its loads it goes on in slices of {@link #SLICE} while the service's JIT compilers are still
 * busy, up to a limit. A fixed warm-up left them compiling into the calibration and the steps: after 10 s of 20 users
 * downstream-500ms's blocking service compiled on 0.2–0.9 cores for about 20 s more, and seed-mongo-connections' GET one
 * rose from 7,459 to 13,796 req/s within its step, the compilers 0.1–0.6 cores busy beside it (2026-11-26). Under a
 * CPU quota of a quarter of a core the compilers took 0.15 of the 0.25 through the calibration (2026-11-27).
 */
final class CompilersSettling {

    static final Duration SLICE = Duration.ofSeconds(2);
    /** Compilers below this share of one core are quiet: a method now and then, not the route's code. */
    static final double QUIET_CORES = 0.05;

    /** One slice of the warm-up's load; returns the cores the service's compilers kept busy over it. */
    @FunctionalInterface
    interface Slice {
        double compilerBusyCores() throws InterruptedException;
    }

    private CompilersSettling() {
    }

    /**
     * Slices of {@code slice} against the service, nothing recorded, while its compilers keep more than the quiet cores
     * of its quota busy, for at most {@code max}: the warm-up's end and a step's settling.
     */
    static WarmupSettling onService(ServiceProcess service, LoadMeasurement load, StepRequest request, Workload slice,
                                    Duration max, boolean quotaLifted) throws InterruptedException {
        JvmThreads compilers = JvmThreads.compilers(List.of(service.pid()));
        Slice measured = () -> {
            double cpuSeconds = compilers.seconds();
            long start = System.nanoTime();
            load.unmeasured(service, request, slice);
            return (compilers.seconds() - cpuSeconds) / ((System.nanoTime() - start) / 1e9);
        };
        return settle(measured, max, quietCores(load.scenario().limits().cpus()), quotaLifted);
    }

    /**
     * Quiet under {@code cpus} cores of quota (0 = none): a twentieth of a core, or a tenth of a smaller quota, whose
     * compilers would otherwise take a fifth of it.
     */
    static double quietCores(double cpus) {
        return cpus > 0 ? Math.min(QUIET_CORES, cpus / 10) : QUIET_CORES;
    }

    /** Slices until one reads quiet, as many as fit in {@code max}; none where {@code max} holds no slice. */
    static WarmupSettling settle(Slice slice, Duration max, double quietCores, boolean cpuQuotaLifted)
            throws InterruptedException {
        List<Double> busy = new ArrayList<>();
        boolean quiet = false;
        long slices = max.toMillis() / SLICE.toMillis();
        while (!quiet && busy.size() < slices) {
            double cores = slice.compilerBusyCores();
            busy.add(Figures.round(cores));
            quiet = cores < quietCores;
        }
        return new WarmupSettling(SLICE.toMillis() / 1000.0, max.toMillis() / 1000.0, quietCores, busy,
                busy.size() * SLICE.toMillis() / 1000.0, quiet, cpuQuotaLifted);
    }
}
