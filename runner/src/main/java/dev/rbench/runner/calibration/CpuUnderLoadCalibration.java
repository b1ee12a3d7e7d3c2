package dev.rbench.runner.calibration;

import dev.rbench.infra.process.JvmThreads;
import dev.rbench.infra.process.ProcSnapshot;
import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.loadgen.LoadGenerator;
import dev.rbench.loadgen.ProgressListener;
import dev.rbench.loadgen.StepResult;
import dev.rbench.results.CpuUnderLoad;
import dev.rbench.results.Figures;
import dev.rbench.runner.failure.ServiceException;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * s, the CPU one request costs, measured under a modest closed loop instead of one unloaded user:
 * one user's reading swung 6–17 ms for the same route between calibrations, because the JVMs'
 * background work (JIT, collector, timers) is shared by a handful of requests. With a few users for
 * rounds of {@link #ROUND} the same background is shared by hundreds. One load runs until the last three rounds agree
 * within {@value #STABLE_WITHIN_PERCENT} % ({@link StableEstimate}) or {@value #MAX_ROUNDS} rounds have run (then
 * results.json says they never settled), and results.json keeps every round. The estimate is every round's after the
 * first as a whole, their ticks over their requests, either way ({@code RoundReader#estimate}).
 *
 * <p>Where the steps keep many more requests in flight than that modest load ({@link StepConcurrency}: twice as
 * many or more), the rounds are run again at the steps' concurrency (at most {@value #MAX_STEPS_USERS} users):
 * s falls as requests share the same wake-ups, hand-offs and batches — seed-mongo-connections' reactive reads
 * cost 0.6 ms a request at 4 users and under 0.23 ms at 200, and the model, held to the 4 users' s, put their
 * ceiling 40–60 % under what they served. Each step's s is then read between the two, linearly in
 * 1 / users ({@link Measured#pathMsAt}). The measurements behind each rule below, in the order they were made:
 * docs/lab/model-busy-machine.md and docs/lab/model-busy-machine-standing.md.
 */
public final class CpuUnderLoadCalibration {

    static final Duration ROUND = Duration.ofSeconds(1);
    /** The most rounds of one load; it stops once the last three agree (the first holds the users' connecting). */
    static final int MAX_ROUNDS = 8;
    /**
     * The longest a load may run, in {@link #ROUND}s: a round lasts until it has finished as many requests as are in
     * flight, so a slow load's rounds take several seconds. 2,000 users of a 500 ms route under a quarter core finish
     * 600–900 requests a second; in loads of a fixed 8 s they finished two rounds at most, and the
     * figure was the whole load's, its 2,000 connections' opening and its drain included: 0.34–0.49 ms a request for the
     * virtual service over six runs of downstream-500ms-fargate, whose steps at 1,000 and 2,000 users cost 0.21–0.42.
     * Past {@value #MAX_ROUNDS} s a load goes on only while it keeps the station's cores busy enough for its CPU to
     * count ({@link CpuStation#minBusyCores}): a route that waits (the demo's 100 users of a 500 ms delay on 10 threads,
     * 20 requests a second) has no CPU station to calibrate, and its load ends at 8 s.
     */
    static final int MAX_READINGS = 24;
    /** Rounds a load usually runs, for the run's ETA. */
    static final int USUAL_ROUNDS = 4;
    static final double STABLE_WITHIN_PERCENT = 15;
    /** Enough requests a round that /proc's 10 ms ticks resolve a fraction of a millisecond each. */
    static final int REQUESTS_PER_ROUND = 300;
    static final int MIN_USERS = 4;
    static final int MAX_USERS = 32;
    /**
     * The most users of the second load, at the steps' concurrency (a 500 ms route's 2,000 users send 4,000 requests a
     * second, as its steps do).
     */
    static final int MAX_STEPS_USERS = 2048;
    static final int TICKS_PER_SECOND = ProcSnapshot.TICKS_PER_SECOND;
    /** How many times the modest load's busy cores a second load must keep busy to count below the bar. */
    static final double CLEAR_OF_BACKGROUND = 4;
    /** The least a second load must keep busy to count below the bar: 30 ticks over a 3 s load. */
    static final double MIN_CLEAR_CORES = 0.1;

    private CpuUnderLoadCalibration() {
    }

    /** Users for a round: enough for {@value #REQUESTS_PER_ROUND} requests at the unloaded time, within 4–32. */
    static int users(double unloadedSeconds) {
        double wanted = Math.ceil(REQUESTS_PER_ROUND * unloadedSeconds / (ROUND.toNanos() / 1e9));
        return (int) Math.max(MIN_USERS, Math.min(MAX_USERS, wanted));
    }

    /**
     * Every round's figures and their estimate; a round with failed requests fails the calibration. {@code atSteps}:
     * the same at the steps' concurrency, null where it was not measured.
     */
    public record Measured(int users, List<Double> pathMs, List<Double> generatorMs, StableEstimate path,
                           StableEstimate generator, double busyCores, ServiceCpu service, Measured atSteps,
                           double compilerBusyCores, double gcMs, double serviceGcMs, RoundFacts rounds) {

        public Measured(int users, List<Double> pathMs, List<Double> generatorMs, StableEstimate path,
                        StableEstimate generator, double busyCores, ServiceCpu service, Measured atSteps) {
            this(users, pathMs, generatorMs, path, generator, busyCores, service, atSteps, 0, 0, 0, RoundFacts.NONE);
        }

        public Measured(int users, List<Double> pathMs, List<Double> generatorMs, StableEstimate path,
                        StableEstimate generator, double busyCores) {
            this(users, pathMs, generatorMs, path, generator, busyCores, null, null);
        }

        public Measured withAtSteps(Measured more) {
            return new Measured(users, pathMs, generatorMs, path, generator, busyCores, service, more, compilerBusyCores, gcMs,
                    serviceGcMs, rounds);
        }

        /** The same load with what its collectors spent a request: the path's and the service's own, in ms. */
        public Measured withCollected(double pathCollectedMs, double serviceCollectedMs) {
            return new Measured(users, pathMs, generatorMs, path, generator, busyCores, service, atSteps, compilerBusyCores,
                    pathCollectedMs, serviceCollectedMs, rounds);
        }

        /**
         * s for the station in seconds at {@code concurrency}: under a quota the service's own CPU (the path's where the
         * service's process is not known); otherwise as {@link #modelSeconds(boolean, int)}.
         */
        public double modelSeconds(CpuStation station, int concurrency) {
            return station.demand(scaled(concurrency, Measured::serviceMs, Measured::serviceGcMs, RoundFacts::serviceGcScaled),
                    pathMsAt(concurrency), at(concurrency, m -> m.generator.value())) / 1000;
        }

        /**
         * What the service's collectors spent a request at {@code concurrency}, in ms, as {@link #modelSeconds(CpuStation,
         * int)} holds it in s: between the loads linearly in the users where they were read on enough ticks, else none
         * counted apart (it stays in the flat figure, shared).
         */
        public double serviceCollectorsMsAt(int concurrency) {
            return linear(concurrency, m -> m.rounds.serviceGcScaled() ? m.serviceGcMs : 0);
        }

        /**
         * Whether either load kept the station's cores busy enough for its CPU to count ({@link CpuStation#minBusyCores}):
         * the second load is the one that fills them where the steps hold many more requests in flight than the modest
         * load — under a quota, and on shared cores a route that waits: 32 users of a 2 s delay send 16 requests a
         * second, 2,000 send 1,000, and high-concurrency's virtual stack, modelled without a station, served 16 % under
         * the model at 19,000 users where the cores were the limit.
         */
        public boolean busyEnough(CpuStation station) {
            return loadBusy(station) || secondCounts(station);
        }

        /**
         * Whether the second load's reading counts: it kept the station busy enough, or on shared cores at least
         * {@value #CLEAR_OF_BACKGROUND} times what the modest load kept busy and {@value #MIN_CLEAR_CORES} of a core. A
         * modest load that mostly waited read the JVMs' background work (collector, timers) over a few requests, so its
         * busy cores bound that work, which is then at most a quarter of the second's reading. high-concurrency's 2 s
         * delay at 2,048 users sends 1,000 requests a second: virtual's path kept 0.235 cores busy where its 32 users
         * kept 0.029, and its 19,000-user step spent 0.36 ms a request where that load read 0.36 (0.45 with the
         * generator's).
         */
        private boolean secondCounts(CpuStation station) {
            return atSteps != null && (atSteps.loadBusy(station)
                    || !station.underQuota() && atSteps.busyCores >= Math.max(MIN_CLEAR_CORES, CLEAR_OF_BACKGROUND * busyCores));
        }

        /** Whether this load alone kept the station's cores busy enough: the service's under a quota, the path's elsewhere. */
        private boolean loadBusy(CpuStation station) {
            return (station.underQuota() ? serviceBusyCores() : busyCores) >= station.minBusyCores();
        }

        /**
         * The loads s is read from: both, but on shared cores where the modest load kept them under the bar and the
         * second load's reading counts ({@link #busyEnough}), the second alone at every concurrency — the modest load's reading is then mostly the JVMs'
         * background work over a few requests (32 users of a 2 s delay: a few ticks over 16 requests a second), which
         * read between the two would put a step of a few hundred users at several times its CPU. Under a quota both, as
         * measured there (docs/lab/model-busy-machine.md).
         */
        public Measured counted(CpuStation station) {
            if (station.underQuota() || loadBusy(station) || !secondCounts(station)) {
                return this;
            }
            return atSteps;
        }

        private double serviceMs() {
            return service != null ? service.estimate().value() : path.value();
        }

        private double serviceBusyCores() {
            return service != null ? service.busyCores() : busyCores;
        }

        /** s for the model's CPU station, in seconds: the path's, plus the generator's when it shares the cores. */
        public double modelSeconds(boolean generatorSharesCores) {
            return modelSeconds(generatorSharesCores, users);
        }

        /** The same for a step of {@code concurrency} requests in flight (see {@link #pathMsAt}). */
        public double modelSeconds(boolean generatorSharesCores, int concurrency) {
            return modelSeconds(CpuStation.sharedCores(generatorSharesCores), concurrency);
        }

        /**
         * The path's CPU per request (ms) at {@code concurrency}: this load's below its users, the second load's above
         * its users, between them linear in 1 / users (a per-request share of fixed work per hand-off falls so) — but for
         * what its collectors spent, which is linear in the users (a young collection copies what the requests in flight
         * keep live, so its cost a request grows with them): downstream-500ms-fargate's virtual service cost 0.28 ms a
         * request at 1,000 users, under both loads' 0.31 (32 users) and 0.35 ms (2,000, whose collections copied 2,000
         * parked threads' stacks), and the model, reading the whole between them in 1 / users, was 25 % under what the
         * step served.
         */
        public double pathMsAt(int concurrency) {
            return scaled(concurrency, m -> m.path.value(), Measured::gcMs, RoundFacts::gcScaled);
        }

        /**
         * {@code figure}'s share beside the collectors' read in 1 / users, the collectors' ({@code collected}) in users —
         * where they were read on enough ticks to say what a request costs them ({@link RoundFacts#gcScaled}); else they
         * stay in the flat figure. downstream-500ms-fargate's virtual service at 32 users: 64 requests a
         * second on a quarter core, one collection of 7 ticks in its last three rounds read 0.37 ms a request, which scaled
         * linearly to the 2,000-user load's 0.17 put s at 0.47 and 0.43 ms for the 500- and 1,000-user steps; they spent
         * 0.19 and 0.23 (0.005 and 0.06 of it their collectors), and served 77 and 73 % over the model.
         */
        private double scaled(int concurrency, java.util.function.ToDoubleFunction<Measured> figure,
                              java.util.function.ToDoubleFunction<Measured> collected,
                              java.util.function.Predicate<RoundFacts> resolved) {
            java.util.function.ToDoubleFunction<Measured> scalable =
                    m -> resolved.test(m.rounds) ? collected.applyAsDouble(m) : 0;
            return at(concurrency, m -> Math.max(0, figure.applyAsDouble(m) - scalable.applyAsDouble(m)))
                    + linear(concurrency, scalable);
        }

        /** {@code figure} between the two loads linearly in the users. */
        private double linear(int concurrency, java.util.function.ToDoubleFunction<Measured> figure) {
            return between(concurrency, figure, u -> u);
        }

        /** {@code figure} between the two loads linearly in 1 / users. */
        private double at(int concurrency, java.util.function.ToDoubleFunction<Measured> figure) {
            return between(concurrency, figure, u -> 1.0 / u);
        }

        /** This load's figure at or below its users, the second load's at or above its, between them linear in {@code axis}. */
        private double between(int concurrency, java.util.function.ToDoubleFunction<Measured> figure,
                               java.util.function.IntToDoubleFunction axis) {
            double here = figure.applyAsDouble(this);
            if (atSteps == null || concurrency <= users) {
                return here;
            }
            double there = figure.applyAsDouble(atSteps);
            if (!Double.isFinite(there)) {
                return here;
            }
            if (concurrency >= atSteps.users) {
                return there;
            }
            double share = (axis.applyAsDouble(concurrency) - axis.applyAsDouble(users))
                    / (axis.applyAsDouble(atSteps.users) - axis.applyAsDouble(users));
            return here + (there - here) * share;
        }

        public CpuUnderLoad toRecord(Double modelCpuMs) {
            CpuUnderLoad.Builder record = CpuUnderLoad.builder().users(users).roundSeconds(ROUND.toMillis() / 1000.0)
                    .pathCpuMsPerRequest(pathMs).generatorCpuMsPerRequest(generatorMs)
                    .cpuMsPerRequest(Figures.round(path.value())).generatorMsPerRequest(Figures.round(generator.value()))
                    .spreadPercent(Figures.finite(path.spreadPercent())).stableWithinPercent(STABLE_WITHIN_PERCENT)
                    .stable(path.stable()).busyCores(Figures.round(busyCores))
                    .modelCpuMsPerRequest(modelCpuMs == null ? null : Figures.round(modelCpuMs))
                    .atSteps(atSteps == null ? null : atSteps.toRecord(null)).compilerBusyCores(Figures.round(compilerBusyCores))
                    .gcCpuMsPerRequest(Figures.round(gcMs)).roundWallSeconds(rounds.seconds()).roundRequests(rounds.requests())
                    .gcScaled(rounds.gcScaled());
            if (service != null) {
                record.serviceCpuMsPerRequest(service.ms()).serviceMsPerRequest(Figures.round(service.estimate().value()))
                        .serviceBusyCores(Figures.round(service.busyCores())).serviceGcCpuMsPerRequest(Figures.round(serviceGcMs))
                        .serviceGcCpuMsPerRound(rounds.serviceGcMs()).serviceGcScaled(rounds.serviceGcScaled());
            }
            return record.build();
        }
    }

    /**
     * Each counted round's length, the requests it finished and what the service's collectors spent a request in it, in
     * the order of {@link Measured#pathMs}: a slow load's rounds last several seconds, and one holds a full collection
     * where the next holds none. {@code gcScaled}, {@code serviceGcScaled}: whether the path's and the service's
     * collectors worked {@value RoundReader#MIN_ROUND_TICKS} ticks or more over the last rounds, enough for their share a
     * request to be scaled with the users.
     */
    public record RoundFacts(List<Double> seconds, List<Long> requests, List<Double> serviceGcMs, boolean gcScaled,
                             boolean serviceGcScaled) {
        static final RoundFacts NONE = new RoundFacts(List.of(), List.of(), List.of());

        /** Collectors' shares read on enough ticks to scale (as every figure a test gives without its rounds). */
        public RoundFacts(List<Double> seconds, List<Long> requests, List<Double> serviceGcMs) {
            this(seconds, requests, serviceGcMs, true, true);
        }

        public RoundFacts {
            seconds = List.copyOf(seconds);
            requests = List.copyOf(requests);
            serviceGcMs = List.copyOf(serviceGcMs);
        }
    }

    /**
     * The service's own share of the path's CPU (its process tree alone), every round's per request, their estimate and
     * the cores it kept busy: what a CPU quota on the service is spent on.
     */
    public record ServiceCpu(List<Double> ms, StableEstimate estimate, double busyCores) {

        public ServiceCpu {
            ms = List.copyOf(ms);
        }
    }

    /** Users of the second load for steps of {@code stepsConcurrency}, or 0 where the first load is near enough. */
    static int stepsUsers(int firstUsers, int stepsConcurrency) {
        return stepsConcurrency >= 2 * firstUsers ? Math.min(stepsConcurrency, MAX_STEPS_USERS) : 0;
    }

    /**
     * The modest load's rounds, then, where the steps keep twice as many requests in flight or more, the same at
     * theirs ({@link #stepsUsers}); if a request fails there, the modest load's alone.
     */
    public static Measured measure(LoadGenerator generator, URI uri, String method, byte[] body, List<Long> pathPids,
                                   long servicePid, int users, int stepsConcurrency, CpuStation station)
            throws InterruptedException {
        Measured modest = measure(generator, uri, method, body, pathPids, servicePid, users, station);
        int more = stepsUsers(users, stepsConcurrency);
        if (more == 0) {
            return modest;
        }
        // Its bar is the one its reading must pass to count (Measured#busyEnough): a load that passes it runs its rounds
        // rather than end as idle with one round, the first, which holds its users' connecting.
        double bar = station.underQuota() || modest.busyCores() >= station.minBusyCores() ? station.minBusyCores()
                : Math.min(station.minBusyCores(), Math.max(MIN_CLEAR_CORES, CLEAR_OF_BACKGROUND * modest.busyCores()));
        Measured atSteps;
        try {
            atSteps = measure(generator, uri, method, body, pathPids, servicePid, more, station, bar);
        } catch (ServiceException e) {
            // A service that fails some requests at its steps' concurrency is the steps' finding, not the calibration's:
            // s stays the modest load's.
            return modest;
        }
        return modest.withAtSteps(atSteps);
    }

    /**
     * Runs one closed loop of {@code users} on the request and reads /proc at the end of each {@link #ROUND}, so the
     * users keep their connections and their requests in flight from one round to the next, as in a step; the load
     * stops as soon as the last three rounds agree ({@link StableEstimate}), or after {@value #MAX_ROUNDS} rounds, or
     * after {@value #MAX_READINGS} seconds. One load
     * for all rounds, because a load of its own per round opens its users' connections again and drains their
     * requests at its end: on a 500 ms route most of what a 1 s round holds. A load stopped early reports no failed
     * requests (the first second of the calibration, one user, has shown that the route answers); one run out reports
     * them.
     *
     * @param pathPids   the service's and the backend's processes
     * @param servicePid the service's own process among them (its share is kept apart), 0 where it is not known
     * @param station    what the model's CPU station counts: a load that keeps it less busy than that ends at
     *                   {@value #MAX_ROUNDS} s
     */
    public static Measured measure(LoadGenerator generator, URI uri, String method, byte[] body, List<Long> pathPids,
                                   long servicePid, int users, CpuStation station) throws InterruptedException {
        return measure(generator, uri, method, body, pathPids, servicePid, users, station, station.minBusyCores());
    }

    /** The same, a load that keeps less than {@code minBusyCores} busy ending as {@link RoundReader.GoOn} says. */
    private static Measured measure(LoadGenerator generator, URI uri, String method, byte[] body, List<Long> pathPids,
                                    long servicePid, int users, CpuStation station, double minBusyCores)
            throws InterruptedException {
        boolean serviceCounts = station.underQuota() && servicePid > 0;
        RoundReader reader = RoundReader.ofProc(pathPids, servicePid > 0 ? List.of(servicePid) : List.of(),
                ProcessHandle.current().pid(), users, RoundReader.GoOn.of(station, serviceCounts, minBusyCores));
        try {
            StepResult r = generator.run(uri, method, body, new ClosedLoop(users, ROUND.multipliedBy(MAX_READINGS)), reader);
            if (r.ok() == 0 || r.errors().total() > 0) {
                throw new ServiceException("calibration under load (" + users + " users): " + method + " " + uri.getRawPath()
                        + " had " + r.errors().total() + " failed of " + r.requests() + " requests (" + r.errors()
                        + "); see the service's log");
            }
            reader.drained(r.ok());
        } catch (RoundReader.Enough enough) {
            // Stopped where the last three rounds agreed or enough had run; the aborted requests' work ends before the
            // next measurement.
            Thread.sleep(ROUND.toMillis() / 4);
        }
        return reader.measured(users, servicePid > 0);
    }

    /**
     * Reads the path's, the service's and this JVM's CPU and the completed requests at the load's start and at each
     * round's end (the load's progress calls, ~10 a second, on the calling thread), and each round's figures from the
     * differences; stops the load ({@link Enough}) once the last three rounds' path CPU agree or
     * {@value #MAX_ROUNDS} rounds have counted.
     */
    static final class RoundReader implements ProgressListener {

        /**
         * Requests a round must finish for its figure to count, and at least as many as the load keeps in flight: a
         * round's CPU is spent on the requests in flight, its count is of those that finished, and the two agree only
         * where many more finish than are in flight. A second that finishes fewer runs on into the next: 2,000 users
         * on a quarter of a core finish about 1,000 requests a second, and rounds of two seconds leave the first one,
         * which opens the 2,000 connections, out of the last three (read as one whole, such a
         * load, connecting included, read 30–40 % above the steps at the same users). cassandra-findall-closed's
         * blocking service at 100 users finished some 30 requests a second, 3 s each; its rounds read 18, 25 and 70 ms
         * a request, the model took 25 ms where the whole load read about 55, and put the steps 28–65 % over what they
         * served.
         */
        static final int MIN_ROUND_REQUESTS = 20;

        /**
         * Ticks the collectors must have worked over the last rounds for their share a request to be scaled with the
         * users: with fewer, one tick more or less moves the share by a tenth or more.
         */
        static final int MIN_ROUND_TICKS = 10;

        /**
         * Thrown from the progress call to stop the load, its rounds settled or enough of them: the generator aborts its
         * users and rethrows it.
         */
        static final class Enough extends RuntimeException {
            private static final long serialVersionUID = 1L;

            Enough() {
                super("enough rounds", null, false, false);
            }
        }

        /** One reading of the clock, the CPU tick counters and the requests completed so far. */
        @FunctionalInterface
        interface Gauges {
            Reading read(long completed);
        }

        /**
         * Past {@value #MAX_ROUNDS} readings, the load goes on only while it has kept at least {@code minBusyCores} busy
         * since its first reading: the service's own CPU where {@code serviceTicks} (under a quota), the path's otherwise.
         * Where {@code idleEndsEarly} (no quota), a load that kept less than half of {@code minBusyCores} busy over its
         * {@value #IDLE_READINGS} seconds after the first ends there: at its users the route waits, no station to
         * calibrate, and its rounds, a few ticks each, never agree — 32 users of a 500 ms downstream call ran all
         * {@value #MAX_ROUNDS} on 0.03 cores without this rule. The second load, at the steps' concurrency, follows it
         * all the same: it may keep the cores busy where the modest one did not ({@link Measured#busyEnough}).
         */
        record GoOn(double minBusyCores, boolean serviceTicks, boolean idleEndsEarly) {
            /** Every load runs until it settles, counts {@value #MAX_ROUNDS} rounds or reaches its bound. */
            static final GoOn ALWAYS = new GoOn(0, false, false);
            /** Seconds after the first (the users' connecting) a load runs before it may end as idle. */
            static final int IDLE_READINGS = 3;

            /** For a load on {@code station}, counting the service's own ticks where {@code serviceTicks}. */
            static GoOn of(CpuStation station, boolean serviceTicks) {
                return of(station, serviceTicks, station.minBusyCores());
            }

            /** The same with a bar of its own: a second load's, whose reading counts below the station's. */
            static GoOn of(CpuStation station, boolean serviceTicks, double minBusyCores) {
                return new GoOn(minBusyCores, serviceTicks, !station.underQuota());
            }

            boolean busyEnough(Reading first, Reading last) {
                return busyCores(first, last) >= minBusyCores;
            }

            /** Whether {@code readings} show an idle route ({@code idleEndsEarly}): see the class. */
            boolean idle(List<Reading> readings) {
                return idleEndsEarly && readings.size() > IDLE_READINGS + 1
                        && busyCores(readings.get(1), readings.getLast()) < minBusyCores / 2;
            }

            /** Cores kept busy between the two readings; NaN where no time passed (neither busy nor idle). */
            private double busyCores(Reading first, Reading last) {
                double wall = (last.nanos() - first.nanos()) / 1e9;
                long ticks = serviceTicks ? last.serviceTicks() - first.serviceTicks() : last.pathTicks() - first.pathTicks();
                return wall > 0 ? ticks / (double) TICKS_PER_SECOND / wall : Double.NaN;
            }
        }

        private final Gauges gauges;
        private final GoOn goOn;
        private final List<Reading> readings = new ArrayList<>();
        private final List<Round> rounds = new ArrayList<>();
        private final int minRequests;
        /** The reading the round under way began at. */
        private int roundStart;
        private Reading drained;

        /** Rounds of a load of {@code users}: a round counts where it finished at least that many requests. */
        RoundReader(Gauges gauges, int users) {
            this(gauges, users, GoOn.ALWAYS);
        }

        RoundReader(Gauges gauges, int users, GoOn goOn) {
            this.gauges = gauges;
            this.goOn = goOn;
            this.minRequests = Math.max(MIN_ROUND_REQUESTS, users);
            readings.add(gauges.read(0));
        }

        /**
         * Reads /proc: the path's processes with their children, the service's alone, this JVM (the generator), each
         * without its JIT compiler threads' ticks ({@link JvmThreads}), which are counted apart for the path.
         */
        static RoundReader ofProc(List<Long> pathPids, List<Long> servicePids, long self, int users, GoOn goOn) {
            JvmThreads pathJit = JvmThreads.compilers(pathPids);
            JvmThreads serviceJit = JvmThreads.compilers(servicePids);
            JvmThreads ownJit = JvmThreads.compilersAlone(self);
            JvmThreads pathGc = JvmThreads.collectors(pathPids);
            JvmThreads serviceGc = JvmThreads.collectors(servicePids);
            return new RoundReader(completed -> {
                long jit = pathJit.ticks();
                return new Reading(System.nanoTime(), ProcSnapshot.treeTicks(pathPids) - jit,
                        ProcSnapshot.treeTicks(servicePids) - serviceJit.ticks(), ownTicks(self) - ownJit.ticks(), jit,
                        pathGc.ticks(), serviceGc.ticks(), completed);
            }, users, goOn);
        }

        @Override
        public void onProgress(long completed, double fraction) {
            // A reading at each round's end; the drain of the requests still in flight after the duration is no round.
            int reading = readings.size();
            if (reading > MAX_READINGS || fraction < (double) reading / MAX_READINGS) {
                return;
            }
            readings.add(gauges.read(completed));
            // A round runs from where the last one ended until it has finished enough requests: one second, or
            // several where a second finishes fewer than are in flight.
            Round r = Round.between(readings.get(roundStart), readings.getLast(), minRequests);
            if (r != null) {
                rounds.add(r);
                roundStart = readings.size() - 1;
                if (rounds.size() >= MAX_ROUNDS || StableEstimate.of(countedMs(rounds), STABLE_WITHIN_PERCENT).stable()) {
                    throw new Enough();
                }
            }
            if (readings.size() > MAX_ROUNDS && !goOn.busyEnough(readings.getFirst(), readings.getLast())
                    || goOn.idle(readings)) {
                // Too idle for its CPU to be a station: what counted by now is the figure (none: no figure).
                throw new Enough();
            }
        }

        /** The reading once the load has returned, its last requests drained: {@code ok} of them in all. */
        void drained(long ok) {
            drained = gauges.read(ok);
        }

        /**
         * Each round's figures where at least {@value #MIN_ROUND_REQUESTS} requests, and the load's users, finished in it; the cores kept busy
         * over the last three of them (the earlier ones hold the users' connecting and the JVMs' cooling after the
         * warm-up: downstream-500ms's blocking service kept 2.5, 0.9, 0.6, 0.3 cores busy in its first four rounds at
         * 32 users). Where fewer than three rounds finished enough — a saturated service whose requests take longer than
         * the load lasts, such as 2,000 users on a quarter of a core (13 s each; without this figure such rounds
         * leave none and the model gets NaN) — one figure over the whole load and its drain, in which every request
         * sent finished.
         */
        Measured measured(int users, boolean serviceKnown) {
            List<Round> used = rounds;
            if (rounds.size() < StableEstimate.WINDOW && drained != null) {
                Round whole = Round.between(readings.getFirst(), drained, MIN_ROUND_REQUESTS);
                used = whole == null ? List.of() : List.of(whole);
            }
            List<Round> last = last(used);
            double wall = last.stream().mapToDouble(Round::wallSeconds).sum();
            double pathBusy = wall <= 0 ? 0 : last.stream().mapToLong(Round::pathTicks).sum() / (double) TICKS_PER_SECOND / wall;
            double serviceBusy = wall <= 0 ? 0
                    : last.stream().mapToLong(Round::serviceTicks).sum() / (double) TICKS_PER_SECOND / wall;
            double jitBusy = wall <= 0 ? 0 : last.stream().mapToLong(Round::pathJitTicks).sum() / (double) TICKS_PER_SECOND / wall;
            List<Double> path = pathMs(used);
            List<Double> service = serviceMs(used);
            List<Double> own = used.stream().map(r -> perRequestMs(r.ownTicks(), r.requests())).toList();
            ServiceCpu serviceCpu = serviceKnown
                    ? new ServiceCpu(service, estimate(used, service, Round::serviceTicks), serviceBusy) : null;
            // The collectors' share over the same rounds as a whole, not a median: a collection falls in one round of three.
            long requests = last.stream().mapToLong(Round::requests).sum();
            double pathGc = requests == 0 ? 0 : perRequestMs(last.stream().mapToLong(Round::pathGcTicks).sum(), requests);
            double serviceGc = requests == 0 ? 0 : perRequestMs(last.stream().mapToLong(Round::serviceGcTicks).sum(), requests);
            RoundFacts facts = new RoundFacts(used.stream().map(r -> Figures.round(r.wallSeconds())).toList(),
                    used.stream().map(Round::requests).toList(),
                    used.stream().map(r -> perRequestMs(r.serviceGcTicks(), r.requests())).toList(),
                    last.stream().mapToLong(Round::pathGcTicks).sum() >= MIN_ROUND_TICKS,
                    last.stream().mapToLong(Round::serviceGcTicks).sum() >= MIN_ROUND_TICKS);
            return new Measured(users, path, own, estimate(used, path, Round::pathTicks),
                    estimate(used, own, Round::ownTicks), pathBusy, serviceCpu, null, jitBusy, pathGc, serviceGc, facts);
        }

        /**
         * Every counted round after the first as a whole — their ticks over their requests — with the last rounds' spread
         * and settling ({@link StableEstimate}); the median of the rounds where only one counted. The first round holds
         * the users' connecting. Not the median of the last three: one-second rounds of a 6 ms route at 300 requests a
         * second swing ±20 % from one to the next, and rounds of a slow route under a small quota read a few ticks each
         * (0.156 ms in one run, 0.313 in the next for the same service);
         * docs/lab/model-busy-machine-standing.md, "s from every round after the first", has the replay on 360 steps
         * (within ±15 % of the step's own CPU: 296 → 303).
         */
        private static StableEstimate estimate(List<Round> used, List<Double> figures, java.util.function.ToLongFunction<Round> ticks) {
            StableEstimate median = StableEstimate.of(figures, STABLE_WITHIN_PERCENT);
            if (used.size() < 2) {
                return median;
            }
            List<Round> settled = used.subList(1, used.size());
            long requests = settled.stream().mapToLong(Round::requests).sum();
            return median.withValue(perRequestMs(settled.stream().mapToLong(ticks).sum(), requests));
        }

        /** The rounds the estimate settles on: the last {@value StableEstimate#WINDOW}. */
        private static List<Round> last(List<Round> used) {
            return used.subList(Math.max(0, used.size() - StableEstimate.WINDOW), used.size());
        }

        /**
         * The figures the station counts, whose agreement ends the load: the service's own where {@link GoOn#serviceTicks}
         * (under a quota), the path's otherwise. The path's under a quota stops too early:
         * downstream-500ms-fargate's blocking service at 2,000 users stopped after three rounds whose path agreed within
         * 14 % (0.54, 0.49, 0.48 ms) while the service's own, the quota's s, read 0.37, 0.30, 0.29 — and its steps spent 0.21.
         */
        private List<Double> countedMs(List<Round> rounds) {
            return goOn.serviceTicks() ? serviceMs(rounds) : pathMs(rounds);
        }

        private static List<Double> pathMs(List<Round> rounds) {
            return rounds.stream().map(r -> perRequestMs(r.pathTicks(), r.requests())).toList();
        }

        private static List<Double> serviceMs(List<Round> rounds) {
            return rounds.stream().map(r -> perRequestMs(r.serviceTicks(), r.requests())).toList();
        }

        private static double perRequestMs(long ticks, long requests) {
            return Figures.round(ticks * 1000.0 / TICKS_PER_SECOND / requests);
        }

        /**
         * Ticks without the JIT compilers'; {@code pathJitTicks} the path's compilers' own; {@code pathGcTicks} and
         * {@code serviceGcTicks} the collectors' (within the path's and the service's).
         */
        record Reading(long nanos, long pathTicks, long serviceTicks, long ownTicks, long pathJitTicks, long pathGcTicks,
                       long serviceGcTicks, long completed) {

            Reading(long nanos, long pathTicks, long serviceTicks, long ownTicks, long completed) {
                this(nanos, pathTicks, serviceTicks, ownTicks, 0, 0, 0, completed);
            }
        }

        /** What happened between two readings; null where too few requests finished to say what one costs. */
        record Round(double wallSeconds, long pathTicks, long serviceTicks, long ownTicks, long pathJitTicks, long pathGcTicks,
                     long serviceGcTicks, long requests) {

            static Round between(Reading from, Reading to, int minRequests) {
                long requests = to.completed() - from.completed();
                return requests < minRequests ? null : new Round((to.nanos() - from.nanos()) / 1e9,
                        to.pathTicks() - from.pathTicks(), to.serviceTicks() - from.serviceTicks(),
                        to.ownTicks() - from.ownTicks(), to.pathJitTicks() - from.pathJitTicks(),
                        to.pathGcTicks() - from.pathGcTicks(), to.serviceGcTicks() - from.serviceGcTicks(), requests);
            }
        }
    }

    /** This JVM's own ticks, not its tree: the services are its children. */
    private static long ownTicks(long self) {
        return ProcSnapshot.read(self).map(ProcSnapshot::cpuTicks).orElse(0L);
    }
}
