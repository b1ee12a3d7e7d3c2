package dev.rbench.runner.calibration;

import dev.rbench.infra.process.JvmThreads;
import dev.rbench.infra.process.ProcSnapshot;
import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.loadgen.LoadGenerator;
import dev.rbench.loadgen.ProgressListener;
import dev.rbench.loadgen.StepResult;
import dev.rbench.protocol.PoolSnapshot;
import dev.rbench.results.Figures;
import dev.rbench.results.ServiceFacts.VerifiedReads;
import dev.rbench.runner.backend.BackendSession;
import dev.rbench.runner.failure.ServiceException;
import dev.rbench.runner.service.ServiceProcess;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the runner asks of a stack on a database route, beyond its own word: that k requests really
 * made k·x reads by the database's counters (TechEmpower's kind of verification), the unloaded time
 * of one call for the model, and the connection pool's gauges around each step.
 */
public final class BackendChecks {

    /** Requests of the verification round; few, so it costs nothing next to a step. */
    static final int VERIFY_REQUESTS = 4;
    /**
     * How long one user usually sends a route's request for t: three {@link UnloadedRounds} that agree (up to twice
     * that where they do not); hundreds of fast requests, at least one slow one a round. The whole calibration adds a
     * first second and the CPU rounds ({@link CpuUnderLoadCalibration}: 4 s, 8 s with the second load).
     */
    public static final java.time.Duration CALIBRATION_TIME = UnloadedRounds.ROUND.multipliedBy(StableEstimate.WINDOW);

    /**
     * What a calibration usually takes, for the run's ETA: the first second, four CPU rounds (four more where the
     * {@code steps} it serves keep twice the first load's fewest users in flight, as closed models show before t is
     * known), three rounds of t.
     */
    public static double expectedCalibrationSeconds(java.util.Collection<? extends dev.rbench.loadgen.Workload> steps) {
        long cpuRound = CpuUnderLoadCalibration.ROUND.multipliedBy(CpuUnderLoadCalibration.USUAL_ROUNDS).toNanos();
        boolean secondLoad = CpuUnderLoadCalibration.stepsUsers(CpuUnderLoadCalibration.MIN_USERS,
                StepConcurrency.max(steps, 0)) > 0;
        return (UnloadedRounds.ROUND.toNanos() + cpuRound * (secondLoad ? 2 : 1) + CALIBRATION_TIME.toNanos()) / 1e9;
    }

    /** One mapper for every reading of the gauges: building one per step costs more than the read. */
    private static final tools.jackson.databind.json.JsonMapper JSON = tools.jackson.databind.json.JsonMapper.builder()
            .disable(tools.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build();

    private BackendChecks() {
    }

    /**
     * Sends {@value #VERIFY_REQUESTS} requests making {@code calls} calls each, one after another,
     * and checks the database served at least what those requests cost it
     * ({@link BackendSession#readsPerRequest}: x reads, times the pages of a Cassandra scan, or the
     * records a records route reads). Empty when the database keeps no
     * count (the delay route); a stack that skips calls fails here and is not measured.
     */
    public static Optional<VerifiedReads> verifyReads(BackendSession db, ServiceProcess service, String path, int calls) throws IOException, InterruptedException {
        return verifyReads(db, service::get, path, calls);
    }

    /** The same check for each GET path the scenario's routes list, by the reads the backend says one request costs. */
    public static Map<String, VerifiedReads> verifyRoutes(BackendSession db, ServiceProcess service, List<String> paths)
            throws IOException, InterruptedException {
        Map<String, VerifiedReads> verified = new LinkedHashMap<>();
        for (String path : paths) {
            verifyReads(db, service::get, path, 1).ifPresent(v -> verified.put(path, v));
        }
        return verified;
    }

    /** A GET on the service under test; a seam so the rule can be tested without one. */
    @FunctionalInterface
    public interface Get {
        HttpResponse<String> get(String path) throws IOException, InterruptedException;
    }

    static Optional<VerifiedReads> verifyReads(BackendSession db, Get service, String path, int calls)
            throws IOException, InterruptedException {
        Optional<Long> before = db.served();
        if (before.isEmpty()) {
            return Optional.empty();
        }
        for (int i = 0; i < VERIFY_REQUESTS; i++) {
            HttpResponse<String> r = service.get(path);
            if (r.statusCode() != 200) {
                throw new ServiceException("verification: GET " + path + " answered " + r.statusCode() + ": " + r.body());
            }
        }
        long reads = db.served().orElseThrow() - before.get();
        long perRequest = db.readsPerRequest(path, calls);
        long expected = VERIFY_REQUESTS * perRequest;
        if (reads < expected) {
            throw new ServiceException("verification failed: " + VERIFY_REQUESTS + " requests to " + path
                    + " should make at least " + expected + " database reads (" + perRequest + " per request), but the"
                    + " database served " + reads + "; the stack skips work, so it is not measured");
        }
        return Optional.of(new VerifiedReads(VERIFY_REQUESTS, calls, perRequest != calls ? perRequest : null,
                db.readsPerCall() != 1 ? Long.valueOf(db.readsPerCall()) : null, reads));
    }

    /**
     * What one unloaded request costs, measured by one user sending requests one after another in
     * rounds ({@link UnloadedRounds}) after the warm-up: the time (what Little's law and the model's
     * service time mean; the median of the last three rounds' means), how many requests it took, and
     * the CPU the service and the database (or downstream) process spent per request, read from /proc;
     * and the CPU per request again under a modest load ({@code underLoad}, null where not measured),
     * which is what the model's CPU station takes. {@code rounds}: null where t was given, not measured.
     * {@code paced}: t at the pace of the steps whose requests arrive mostly alone ({@link StepPacing}), null where
     * no step is paced.
     */
    public record Calibration(double seconds, double cpuSecondsPerRequest, int requests, UnloadedRounds.Measured rounds,
                              CpuUnderLoadCalibration.Measured underLoad, Paced paced) {

        /** t at a paced step's pace: the mean of a few seconds of that step ({@code sample}). */
        public record Paced(dev.rbench.loadgen.Workload sample, double seconds, long requests) {

            dev.rbench.results.PacedCall toRecord() {
                return new dev.rbench.results.PacedCall(sample.describe(), Figures.round(StepPacing.rate(sample).orElseThrow()),
                        Figures.round(seconds * 1000), requests);
            }
        }

        public Calibration(double seconds, double cpuSecondsPerRequest, int requests, UnloadedRounds.Measured rounds,
                           CpuUnderLoadCalibration.Measured underLoad) {
            this(seconds, cpuSecondsPerRequest, requests, rounds, underLoad, null);
        }

        public Calibration(double seconds, double cpuSecondsPerRequest, int requests) {
            this(seconds, cpuSecondsPerRequest, requests, null, null);
        }

        public Calibration withUnderLoad(CpuUnderLoadCalibration.Measured measured) {
            return new Calibration(seconds, cpuSecondsPerRequest, requests, rounds, measured, paced);
        }

        public Calibration withPaced(Paced measured) {
            return new Calibration(seconds, cpuSecondsPerRequest, requests, rounds, underLoad, measured);
        }

        /** The model's t for a step: at its pace where it is paced and that pace was measured, else back to back. */
        public double secondsFor(dev.rbench.loadgen.Workload step) {
            return paced != null && StepPacing.paced(step, seconds) ? paced.seconds() : seconds;
        }

        /** Cores the service and the backend kept busy while one user sent the route's requests. */
        public double busyCores() {
            double wall = rounds != null && rounds.wallSeconds() > 0 ? rounds.wallSeconds() : CALIBRATION_TIME.toNanos() / 1e9;
            return cpuSecondsPerRequest * requests / wall;
        }

        /** t's rounds as results.json keeps them; null where t was not measured in rounds. */
        public dev.rbench.results.CallRounds roundsRecord() {
            return rounds == null ? null : rounds.toRecord();
        }

        /**
         * s for the model's CPU station, in seconds, or empty where the model leaves CPU out: on a route
         * that kept less than {@link CpuStation#minBusyCores} busy (half a core without a quota), /proc's reading is
         * mostly the JVMs' background work (JIT, collector), which overstated a loaded step's CPU up to 2x, and
         * the route mostly waits anyway. Measured under load where it was: the path's CPU (median of the
         * last rounds, settled or not), plus the generator's when it shares the services' cores, or the service's
         * own under a quota ({@link CpuStation}); otherwise the unloaded user's reading.
         */
        public java.util.OptionalDouble modelCpuSeconds(CpuStation station) {
            return modelCpuSeconds(station, 1);
        }

        /**
         * The same for a step of {@code concurrency} requests in flight ({@link StepConcurrency}): where the CPU rounds
         * ran at the steps' concurrency too, s between the two loads ({@link CpuUnderLoadCalibration.Measured#pathMsAt}).
         */
        public java.util.OptionalDouble modelCpuSeconds(CpuStation station, int concurrency) {
            if (underLoad != null) {
                double s = underLoad.counted(station).modelSeconds(station, concurrency);
                // No figure (no round finished requests) is no CPU station rather than a NaN in the model.
                return underLoad.busyEnough(station) && Double.isFinite(s) ? java.util.OptionalDouble.of(s)
                        : java.util.OptionalDouble.empty();
            }
            return busyCores() >= station.minBusyCores() ? java.util.OptionalDouble.of(cpuSecondsPerRequest)
                    : java.util.OptionalDouble.empty();
        }

        /**
         * The share of {@link #modelCpuSeconds(CpuStation, int) s} a collector spends while it stops the service, in
         * seconds: under a quota the service's own collectors (a JVM on one processor collects with Serial, every
         * collection stopping it and spending the quota); 0 on shared cores, where G1 collects mostly beside the requests
         * and the backend's collectors stop only the backend.
         */
        public double stoppingCollectorSeconds(CpuStation station, int concurrency) {
            return station.underQuota() && underLoad != null ? underLoad.serviceCollectorsMsAt(concurrency) / 1000 : 0;
        }

        /** As results.json records it for the stack; the pool's filling time is added once measured. */
        public dev.rbench.results.Calibration toRecord(String method, String path, CpuStation station) {
            return toRecord(method, path, station, 1);
        }

        /** The same, with the model's s as a step of {@code concurrency} requests in flight took it (a route's own step). */
        public dev.rbench.results.Calibration toRecord(String method, String path, CpuStation station, int concurrency) {
            java.util.OptionalDouble model = modelCpuSeconds(station, concurrency);
            return new dev.rbench.results.Calibration(method + " " + path, Figures.round(seconds * 1000),
                    Figures.round(cpuSecondsPerRequest * 1000), requests, "median of the last three rounds' means of "
                    + requests + " unloaded requests (one user, one after another, rounds of " + UnloadedRounds.ROUND.toSeconds()
                    + " s) after the warm-up; CPU of the service and the backend process per request, from /proc, without their JIT compiler threads", null,
                    underLoad == null ? null : underLoad.toRecord(model.isPresent() ? model.getAsDouble() * 1000 : null),
                    roundsRecord(), paced == null ? null : paced.toRecord());
        }
    }

    /**
     * Sends the route's request from one user for a first second, then measures its CPU under a modest load
     * ({@link CpuUnderLoadCalibration}: hundreds of requests; again at the concurrency of {@code steps}, the steps
     * the calibration serves, where that is twice as much or more), then its unloaded time t, one user one request after
     * another in {@link UnloadedRounds} (at least one request a round, however slow) — all with the load generator
     * itself: the client of the steps, so a route answering in a millisecond is not timed with another client's
     * overhead. t comes last so the route is as warm as in its steps: taken first, a few requests of a slow route
     * were its whole calibration, and streams-jdbc's 1-user steps then ran 16–32 % faster than the t just
     * measured (a 100 kB × 1,000 route: 537 ms calibrated, 431 ms in its step). Last, where some of
     * {@code steps} are paced ({@link StepPacing}), a few seconds of the slowest of them give t at its pace.
     *
     * @param servedAtOnce the most requests the stack serves at once (its server threads where they bound it): the second
     *                     CPU load runs at no more, since the rest would only queue — and go on queueing once the load is
     *                     stopped: 1,900 users of a 500 ms delay on 10 threads left 95 s of requests that t's first round
     *                     then waited behind
     */
    public static Calibration calibrate(LoadGenerator generator, URI uri, String method, byte[] body, List<Long> pids,
                                        long servicePid, java.util.Collection<? extends dev.rbench.loadgen.Workload> steps,
                                        CpuStation station, int servedAtOnce)
            throws InterruptedException {
        UnloadedRounds.Runner oneUser = length -> {
            StepResult r = generator.run(uri, method, body, new ClosedLoop(1, length), ProgressListener.NONE);
            if (r.ok() == 0 || r.errors().total() > 0) {
                throw new ServiceException("calibration: " + method + " " + uri.getRawPath()
                        + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery()) + " had " + r.errors().total()
                        + " failed of " + r.requests() + " requests (" + r.errors() + "); see the service's log");
            }
            return new UnloadedRounds.Round(r.latencyMs().mean(), r.ok());
        };
        // The first second sizes the load of the CPU rounds (enough requests a round at about this time).
        UnloadedRounds.Round first = oneUser.run(UnloadedRounds.ROUND);
        CpuUnderLoadCalibration.Measured underLoad = CpuUnderLoadCalibration.measure(generator, uri, method, body, pids,
                servicePid, CpuUnderLoadCalibration.users(first.meanMs() / 1000),
                Math.min(StepConcurrency.max(steps, first.meanMs() / 1000), Math.max(servedAtOnce, 1)), station);
        // Without the JIT compilers' ticks, as under load (JvmThreads: the compiling is warm-up, not the request's).
        JvmThreads jit = JvmThreads.compilers(pids);
        long cpuBefore = ProcSnapshot.treeTicks(pids);
        UnloadedRounds.Measured rounds = UnloadedRounds.measure(oneUser);
        long cpuTicks = Math.max(0, ProcSnapshot.treeTicks(pids) - cpuBefore - jit.ticks());
        Calibration calibration = new Calibration(rounds.seconds(), cpuTicks / (double) ProcSnapshot.TICKS_PER_SECOND / rounds.requests(),
                (int) rounds.requests(), rounds, underLoad);
        java.util.Optional<dev.rbench.loadgen.Workload> sample = StepPacing.sample(steps, rounds.seconds());
        if (sample.isEmpty()) {
            return calibration;
        }
        StepResult r = generator.run(uri, method, body, sample.get(), ProgressListener.NONE);
        if (r.ok() == 0 || r.errors().total() > 0) {
            // The back-to-back t stands; the steps will show what fails at their pace.
            return calibration;
        }
        return calibration.withPaced(new Calibration.Paced(sample.get(), r.latencyMs().mean() / 1000, r.ok()));
    }

    /**
     * Waits until the service's pool holds its minimum of open connections, so the steps measure the
     * pool and not its filling: the drivers open at most maxConnecting (default 2) at a time, each
     * costing a few round trips, which across a slow link takes minutes for a pool of 100.
     *
     * @param usable the most connections the stack can use at once (its server threads on platform
     *               threads, unlimited otherwise): a pool is filled once it holds min(minSize, usable)
     *               — a blocking stack with T = 10 threads only ever opens 10 itself, and the drivers'
     *               background task opens the rest one by one, a few round trips each
     * @param advice what to change when the pool does not fill (the backend's own keys)
     * @return seconds waited, or -1 when the service shows no pool
     */
    public static double awaitPoolFilled(ServiceProcess service, int usable, java.time.Duration timeout, String advice)
            throws IOException, InterruptedException {
        long start = System.nanoTime();
        long deadline = start + timeout.toNanos();
        while (true) {
            PoolSnapshot pool = poolGauges(service);
            if (pool == null) {
                return -1;
            }
            long open = pool.open();
            long target = Math.min(pool.minSize(), usable);
            if (open >= target) {
                return (System.nanoTime() - start) / 1e9;
            }
            if (System.nanoTime() > deadline) {
                throw new ServiceException("the connection pool holds " + open + " connections after " + timeout.toSeconds()
                        + " s, below the " + target + " the steps need; " + advice);
            }
            Thread.sleep(200);
        }
    }

    /** Resets the pool's watermarks before a step; quietly does nothing for a service without a pool. */
    public static void resetPool(ServiceProcess service) throws IOException, InterruptedException {
        service.postControl("/pool/reset");
    }

    /** Connections the pool opened between two readings of its gauges; null when either is missing. */
    public static Long openedBetween(PoolSnapshot before, PoolSnapshot after) {
        return before == null || after == null ? null : after.opened() - before.opened();
    }

    /** The pool's gauges, or null when the service has none to show. */
    public static PoolSnapshot poolGauges(ServiceProcess service) throws IOException, InterruptedException {
        return poolGauges(service, null);
    }

    /**
     * The gauges of the pool a store is read through ({@code mongo}, {@code postgres}); with null, the
     * service's own choice (MongoDB's where it has one). Null when the service has none to show.
     */
    public static PoolSnapshot poolGauges(ServiceProcess service, String store) throws IOException, InterruptedException {
        HttpResponse<String> r = service.getControl(store == null ? "/pool" : "/pool?store=" + URLEncoder.encode(store, StandardCharsets.UTF_8));
        if (r.statusCode() != 200) {
            return null;
        }
        return JSON.readValue(r.body(), PoolSnapshot.class);
    }
}
