package dev.rbench.runner.backend;

import dev.rbench.infra.process.ProcSnapshot;
import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.loadgen.LoadGenerator;
import dev.rbench.loadgen.ProgressListener;
import dev.rbench.loadgen.StepResult;
import dev.rbench.results.CpuUnderLoad;
import dev.rbench.results.Figures;
import dev.rbench.runner.service.ServiceException;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * s, the CPU one request costs, measured under a modest closed loop instead of one unloaded user:
 * one user's reading swung 6–17 ms for the same route between calibrations, because the JVMs'
 * background work (JIT, collector, timers) is shared by a handful of requests. With a few users for
 * rounds of {@link #ROUND} the same background is shared by hundreds; rounds repeat until the last
 * three agree within {@value #STABLE_WITHIN_PERCENT} % ({@link StableEstimate}) or
 * {@value #MAX_ROUNDS} rounds have run (then results.json says it never settled), and results.json
 * keeps every round. The estimate is the median of the last three rounds either way.
 */
public final class CpuUnderLoadCalibration {

    static final Duration ROUND = Duration.ofSeconds(1);
    static final int MAX_ROUNDS = 5;
    static final double STABLE_WITHIN_PERCENT = 15;
    /** Enough requests a round that /proc's 10 ms ticks resolve a fraction of a millisecond each. */
    static final int REQUESTS_PER_ROUND = 300;
    static final int MIN_USERS = 4;
    static final int MAX_USERS = 32;
    private static final int TICKS_PER_SECOND = 100;

    private CpuUnderLoadCalibration() {
    }

    /** Users for a round: enough for {@value #REQUESTS_PER_ROUND} requests at the unloaded time, within 4–32. */
    static int users(double unloadedSeconds) {
        double wanted = Math.ceil(REQUESTS_PER_ROUND * unloadedSeconds / (ROUND.toNanos() / 1e9));
        return (int) Math.max(MIN_USERS, Math.min(MAX_USERS, wanted));
    }

    /** Every round's figures and their estimate; a round with failed requests fails the calibration. */
    public record Measured(int users, List<Double> pathMs, List<Double> generatorMs, StableEstimate path,
                           StableEstimate generator, double busyCores) {

        /** s for the model's CPU station, in seconds: the path's, plus the generator's when it shares the cores. */
        public double modelSeconds(boolean generatorSharesCores) {
            return (path.value() + (generatorSharesCores ? generator.value() : 0)) / 1000;
        }

        public CpuUnderLoad toRecord(Double modelCpuMs) {
            return new CpuUnderLoad(users, ROUND.toMillis() / 1000.0, pathMs, generatorMs, Figures.round(path.value()),
                    Figures.round(generator.value()), Figures.finite(path.spreadPercent()), STABLE_WITHIN_PERCENT,
                    path.stable(), Figures.round(busyCores), modelCpuMs == null ? null : Figures.round(modelCpuMs));
        }
    }

    /**
     * Runs rounds of a closed loop of {@code users} on the request until stable.
     *
     * @param pathPids the service's and the backend's processes
     */
    public static Measured measure(LoadGenerator generator, URI uri, String method, byte[] body, List<Long> pathPids,
                                   int users) throws InterruptedException {
        List<Double> path = new ArrayList<>();
        List<Double> own = new ArrayList<>();
        long self = ProcessHandle.current().pid();
        long pathTicksAll = 0;
        long wallNanos = 0;
        for (int round = 0; round < MAX_ROUNDS; round++) {
            long pathBefore = BackendChecks.cpuTicks(pathPids);
            long ownBefore = ownTicks(self);
            long start = System.nanoTime();
            StepResult r = generator.run(uri, method, body, new ClosedLoop(users, ROUND), ProgressListener.NONE);
            wallNanos += System.nanoTime() - start;
            long pathTicks = BackendChecks.cpuTicks(pathPids) - pathBefore;
            long ownTicks = ownTicks(self) - ownBefore;
            if (r.ok() == 0 || r.errors().total() > 0) {
                throw new ServiceException("calibration under load (" + users + " users): " + method + " " + uri.getRawPath()
                        + " had " + r.errors().total() + " failed of " + r.requests() + " requests (" + r.errors()
                        + "); see the service's log");
            }
            pathTicksAll += pathTicks;
            path.add(Figures.round(pathTicks * 1000.0 / TICKS_PER_SECOND / r.ok()));
            own.add(Figures.round(ownTicks * 1000.0 / TICKS_PER_SECOND / r.ok()));
            if (StableEstimate.of(path, STABLE_WITHIN_PERCENT).stable()) {
                break;
            }
        }
        return new Measured(users, path, own, StableEstimate.of(path, STABLE_WITHIN_PERCENT),
                StableEstimate.of(own, STABLE_WITHIN_PERCENT), pathTicksAll / (double) TICKS_PER_SECOND / (wallNanos / 1e9));
    }

    /** This JVM's own ticks, not its tree: the services are its children. */
    private static long ownTicks(long self) {
        return ProcSnapshot.read(self).map(ProcSnapshot::cpuTicks).orElse(0L);
    }
}
