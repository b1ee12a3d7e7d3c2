package dev.rbench.runner.phase.measure;

import dev.rbench.infra.process.JvmThreads;
import dev.rbench.loadgen.Workload;
import dev.rbench.results.Figures;
import dev.rbench.results.WarmupSettling;
import dev.rbench.runner.phase.plan.SettlingSlices;
import dev.rbench.runner.service.ServiceProcess;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The warm-up's end: after its loads it goes on in slices of {@link #SLICE} while the service's JIT compilers are still
 * busy, up to a limit. A fixed warm-up left them compiling into the calibration and the steps: after 10 s of 20 users
 * downstream-500ms's blocking service compiled on 0.2–0.9 cores for about 20 s more, and seed-mongo-connections' GET one
 * rose from 7,459 to 13,796 req/s within its step, the compilers 0.1–0.6 cores busy beside it. Under a
 * CPU quota of a quarter of a core the compilers took 0.15 of the 0.25 through the calibration.
 *
 * <p>The run's backend JVMs (the embedded Cassandra and MongoDB, the downstream service) must be quiet too: they are
 * warmed by the first stack's requests, and their compilers ran on the cores the steps share. With only the service's
 * compilers read, the embedded Cassandra of cassandra-findall-closed compiled on 0.13–0.37 cores through the first
 * stack's calibration and its first steps and on none later: the first stack paid the database's warm-up,
 * and its 10-user steps served 21–32 % under the model in three of four runs, while the calibration, which leaves every
 * compiler out, measured the database warm.
 */
final class CompilersSettling {

    static final Duration SLICE = SettlingSlices.SLICE;
    /** Compilers below this share of one core are quiet: a method now and then, not the route's code. */
    static final double QUIET_CORES = 0.05;

    /** The cores the compilers kept busy over one slice: the service's, and its backend's (0 where it runs no JVM here). */
    record Busy(double service, double backend) {
    }

    /** One slice of the warm-up's load; returns what the compilers kept busy over it. */
    @FunctionalInterface
    interface Slice {
        Busy compilers() throws InterruptedException;
    }

    private CompilersSettling() {
    }

    /**
     * Slices of {@code slice} against the service, nothing recorded, while its compilers keep more than the quiet cores
     * of its quota busy, or the run's local backend processes' ({@link LoadMeasurement#backendPids}) more than
     * {@link #QUIET_CORES}, for at most {@code max}: the warm-up's end and a step's settling.
     */
    static WarmupSettling onService(ServiceProcess service, LoadMeasurement load, StepRequest request, Workload slice,
                                    Duration max, boolean quotaLifted) throws InterruptedException {
        List<Long> backendPids = load.backendPids();
        JvmThreads compilers = JvmThreads.compilers(List.of(service.pid()));
        JvmThreads backend = backendPids.isEmpty() ? null : JvmThreads.compilers(backendPids);
        Slice measured = () -> {
            double cpuSeconds = compilers.seconds();
            double backendSeconds = backend == null ? 0 : backend.seconds();
            long start = System.nanoTime();
            load.unmeasured(service, request, slice);
            double seconds = (System.nanoTime() - start) / 1e9;
            return new Busy((compilers.seconds() - cpuSeconds) / seconds,
                    backend == null ? 0 : (backend.seconds() - backendSeconds) / seconds);
        };
        return settle(measured, max, quietCores(load.scenario().limits().cpus()), quotaLifted, backend != null);
    }

    /**
     * Quiet under {@code cpus} cores of quota (0 = none): a twentieth of a core, or a tenth of a smaller quota, whose
     * compilers would otherwise take a fifth of it.
     */
    static double quietCores(double cpus) {
        return cpus > 0 ? Math.min(QUIET_CORES, cpus / 10) : QUIET_CORES;
    }

    /**
     * Slices until one reads quiet, as many as fit in {@code max}; none where {@code max} holds no slice. With
     * {@code readBackend}, a slice is quiet only where the backend's compilers are under {@link #QUIET_CORES} too.
     */
    static WarmupSettling settle(Slice slice, Duration max, double quietCores, boolean cpuQuotaLifted, boolean readBackend)
            throws InterruptedException {
        List<Double> busy = new ArrayList<>();
        List<Double> backendBusy = new ArrayList<>();
        boolean quiet = false;
        long slices = max.toMillis() / SLICE.toMillis();
        while (!quiet && busy.size() < slices) {
            Busy cores = slice.compilers();
            busy.add(Figures.round(cores.service()));
            backendBusy.add(Figures.round(cores.backend()));
            quiet = cores.service() < quietCores && (!readBackend || cores.backend() < QUIET_CORES);
        }
        return new WarmupSettling(SLICE.toMillis() / 1000.0, max.toMillis() / 1000.0, quietCores, busy,
                busy.size() * SLICE.toMillis() / 1000.0, quiet, cpuQuotaLifted, readBackend ? QUIET_CORES : null,
                readBackend ? backendBusy : null);
    }

    /** Which compilers a settling that ended busy left busy, for the console: "the service's", "its backend's", or both. */
    static String whoseBusy(WarmupSettling s) {
        boolean service = !s.compilerBusyCores().isEmpty() && s.compilerBusyCores().getLast() >= s.quietCores();
        boolean backend = s.backendCompilerBusyCores() != null && !s.backendCompilerBusyCores().isEmpty()
                && s.backendQuietCores() != null && s.backendCompilerBusyCores().getLast() >= s.backendQuietCores();
        return service && backend ? "the service's and its backend's" : backend ? "its backend's" : "the service's";
    }
}
