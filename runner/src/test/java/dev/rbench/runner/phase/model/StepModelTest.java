package dev.rbench.runner.phase.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.results.BackendCpu;
import dev.rbench.results.ErrorCounts;
import dev.rbench.results.GeneratorHealth;
import dev.rbench.results.LatencySummary;
import dev.rbench.results.ModelAtStepCpu;
import dev.rbench.results.ModelError;
import dev.rbench.results.ModelFigures;
import dev.rbench.results.ResourceUsage;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.calibration.BackendChecks;
import dev.rbench.runner.calibration.CpuUnderLoadCalibration;
import dev.rbench.runner.calibration.StableEstimate;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioYaml;
import dev.rbench.runner.scenario.StepPlan;
import dev.rbench.runner.stack.Stacks;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class StepModelTest {

    private static final Scenario MONGO = ScenarioYaml.read("database: mongo\nworkload: closed\nusers: [50]\nduration: 10s\n",
            "step-model.yaml").build();

    /** t = 10 ms unloaded; under load the path costs 4 ms a call and the generator 1 ms a request, 1.6 cores busy. */
    private static BackendChecks.Calibration busyRoute() {
        List<Double> path = List.of(4.0, 4.0, 4.0);
        List<Double> generator = List.of(1.0, 1.0, 1.0);
        return new BackendChecks.Calibration(0.010, 0.006, 300).withUnderLoad(new CpuUnderLoadCalibration.Measured(8, path,
                generator, StableEstimate.of(path, 15), StableEstimate.of(generator, 15), 1.6));
    }

    @Test
    void theCpuStationTakesThePathPerCallAndTheGeneratorPerRequest() {
        StepModel model = new StepModel(MONGO, Stacks.get("blocking"));
        ModelFigures one = model.predict(new StepPlan(new ClosedLoop(50, Duration.ofSeconds(10)), null, 1), busyRoute());
        // s = 4 + 1 ms; the wait is t less s, since the generator's 1 ms lies inside the t it measured too
        assertThat(one.inputs().callMs()).isCloseTo(5.0, within(1e-9));
        assertThat(one.inputs().cpuMs()).isCloseTo(5.0, within(1e-9));
        ModelFigures alone = model.predict(new StepPlan(new ClosedLoop(1, Duration.ofSeconds(10)), null, 1), busyRoute());
        assertThat(alone.meanLatencyMs()).as("one user alone takes the t it was calibrated at").isCloseTo(10.0, within(0.01));
        ModelFigures three = model.predict(new StepPlan(new ClosedLoop(50, Duration.ofSeconds(10)), null, 3), busyRoute());
        // three calls: the path's CPU three times, the generator's once
        assertThat(three.inputs().cpuMs()).isCloseTo(13.0, within(1e-9));
        assertThat(three.inputs().calls()).isEqualTo(3);
    }

    private static final Scenario DELAY = ScenarioYaml.read("path: /delay/{delayMs}\ndelay: 2s\nworkload: burst\nramp: 2s\n"
            + "users: [19000]\nserverThreads: 200\n", "step-model-delay.yaml").build();

    /** The peer's routes: neither path holds {delayMs}, so no t is given; each route is calibrated just before its step. */
    private static final Scenario PEER = ScenarioYaml.read("path: /delay/100\nroutes: [/delay/100, /delay/100/movies]\n"
            + "workload: open\nrates: [600]\nduration: 10s\n", "step-model-peer.yaml").build();

    /**
     * high-concurrency's virtual stack at 19,000 users of a 2 s delay: the CPU rounds at the steps' concurrency read
     * 0.3 ms of path CPU and 0.16 ms of the generator's a request, on 1.4 cores. The delay path takes s from them and
     * waits the delay itself (nothing of s is in it); its CPU station binds where X s passes the cores.
     */
    @Test
    void theDelayPathWaitsTheDelayAndTakesItsSFromTheCalibration() {
        StepModel model = new StepModel(DELAY, Stacks.get("virtual"));
        StepPlan plan = DELAY.plan().getFirst();
        assertThat(model.canPredict(plan, null)).as("t is the delay: predicted without a calibration").isTrue();
        ModelFigures waitsOnly = model.predict(plan, null);
        assertThat(waitsOnly.inputs().cpuMs()).isNull();
        assertThat(waitsOnly.throughputRps()).isCloseTo(4750, within(1.0));

        List<Double> path = List.of(0.3, 0.3, 0.3);
        List<Double> generator = List.of(0.16, 0.16, 0.16);
        BackendChecks.Calibration c = new BackendChecks.Calibration(2.002, 0.004, 4).withUnderLoad(
                new CpuUnderLoadCalibration.Measured(2048, path, generator, StableEstimate.of(path, 15),
                        StableEstimate.of(generator, 15), 1.4));
        assertThat(model.canPredict(plan, c)).isTrue();
        ModelFigures withCpu = model.predict(plan, c);
        assertThat(withCpu.inputs().callMs()).as("the wait is the delay, not the calibrated t less s").isEqualTo(2000.0);
        assertThat(withCpu.inputs().cpuMs()).as("the path's and the generator's, which shares the cores")
                .isCloseTo(0.46, within(1e-9));
        double cores = withCpu.inputs().cores();
        assertThat(withCpu.cpuCeilingRps()).isCloseTo(cores / 0.00046, within(0.5));
        if (4750 * 0.00046 > cores) {
            assertThat(withCpu.throughputRps()).as("the cores bind before Little's law").isLessThan(4750 * 0.95);
        }
        // A route that mostly waits (its rounds kept 0.06 cores busy) leaves the delay path modelled by the delay alone.
        BackendChecks.Calibration idle = new BackendChecks.Calibration(2.002, 0.004, 4).withUnderLoad(
                new CpuUnderLoadCalibration.Measured(32, path, generator, StableEstimate.of(path, 15),
                        StableEstimate.of(generator, 15), 0.06));
        assertThat(model.predict(plan, idle)).isEqualTo(waitsOnly);
    }

    /**
     * A route without a backend (the peer's /delay/100/movies) is modelled as a backend's route is, on its own
     * calibration: t as measured, the wait t less s; without one (not run) it is not modelled, and neither is a path
     * whose wait no {delayMs} gives.
     */
    @Test
    void aRouteWithoutABackendIsModelledOnItsOwnCalibration() {
        StepModel model = new StepModel(PEER, Stacks.get("reactive"));
        StepPlan movies = PEER.plan().get(1);
        assertThat(movies.route().id()).isEqualTo("/delay/100/movies");
        assertThat(model.canPredict(movies, null)).isFalse();
        BackendChecks.Calibration c = busyRouteAt(0.1015);
        assertThat(model.canPredict(movies, c)).isTrue();
        ModelFigures f = model.predict(movies, c);
        assertThat(f.inputs().callMs()).as("t less s").isCloseTo(96.5, within(1e-9));
        assertThat(f.inputs().cpuMs()).isCloseTo(5.0, within(1e-9));

        Scenario noDelay = ScenarioYaml.read("path: /delay/100/movies\nworkload: closed\nusers: [50]\nduration: 10s\n",
                "step-model-no-delay.yaml").build();
        StepModel given = new StepModel(noDelay, Stacks.get("reactive"));
        assertThat(given.canPredict(noDelay.plan().getFirst(), null)).as("no delay in the path: t must be measured").isFalse();
        assertThat(given.predict(noDelay.plan().getFirst(), busyRouteAt(0.1015)).inputs().callMs()).isCloseTo(96.5, within(1e-9));
    }

    /** {@link #busyRoute()} with t = {@code seconds}. */
    private static BackendChecks.Calibration busyRouteAt(double seconds) {
        BackendChecks.Calibration busy = busyRoute();
        return new BackendChecks.Calibration(seconds, busy.cpuSecondsPerRequest(), busy.requests()).withUnderLoad(busy.underLoad());
    }

    @Test
    void aRouteThatMostlyWaitsIsModelledByTAlone() {
        List<Double> path = List.of(1.0, 1.0, 1.0);
        BackendChecks.Calibration waiting = new BackendChecks.Calibration(0.5, 0.001, 6).withUnderLoad(
                new CpuUnderLoadCalibration.Measured(32, path, path, StableEstimate.of(path, 15), StableEstimate.of(path, 15), 0.06));
        ModelFigures f = new StepModel(MONGO, Stacks.get("reactive"))
                .predict(new StepPlan(new ClosedLoop(50, Duration.ofSeconds(10)), null, 1), waiting);
        assertThat(f.inputs().callMs()).isEqualTo(500.0);
        assertThat(f.inputs().cpuMs()).isNull();
        assertThat(f.cpuCeilingRps()).isNull();
    }

    /** streams' reactive 10 kB × 100 step, as calibrated on 2026-11-26: 4.6 ms alone, 6.4 ms of path CPU under load. */
    @Test
    void aPathWhoseProcessesWorkAtOnceGivesOneUserItsUnloadedTime() {
        List<Double> path = List.of(6.4, 6.4, 6.4);
        List<Double> none = List.of(0.0, 0.0, 0.0);
        BackendChecks.Calibration overlapped = new BackendChecks.Calibration(0.0046, 0.0064, 200).withUnderLoad(
                new CpuUnderLoadCalibration.Measured(4, path, none, StableEstimate.of(path, 15), StableEstimate.of(none, 15), 1.8));
        ModelFigures one = new StepModel(MONGO, Stacks.get("reactive"))
                .predict(new StepPlan(new ClosedLoop(1, Duration.ofSeconds(5)), null, 1), overlapped);
        assertThat(one.inputs().callMs()).isZero();
        assertThat(one.inputs().cpuParallelism()).isCloseTo(6.4 / 4.6, within(0.01));
        assertThat(one.meanLatencyMs()).isCloseTo(4.6, within(0.01));
        assertThat(one.cpuCeilingRps()).isCloseTo(2 / 0.0064, within(1.0));
        // back from results.json, as rbench advise reads it: the same p
        assertThat(dev.rbench.runner.results.ModelRecords.input(one.inputs(), new dev.rbench.model.Load.Closed(1, 5))
                .cpuParallelism()).isCloseTo(6.4 / 4.6, within(0.01));
        assertThat(StepModel.parallelism(0.010, 0.004)).isEqualTo(1);
    }

    /**
     * downstream-500ms-fargate (2026-11-26): each service on a quarter of a core, its downstream and the generator
     * outside the quota. The station is the quota and counts the service's own CPU only, and it counts although the
     * service can never keep half a core busy.
     */
    @Test
    void underAQuotaTheStationIsTheQuotaAndCountsTheServicesOwnCpu() {
        Scenario quota = quarterCoreDownstream("500ms", "[100, 2000]");
        BackendChecks.Calibration c = new BackendChecks.Calibration(0.501, 0.004, 10).withUnderLoad(
                load(32, 3.0, 2.0, 0.3, 0.19, 0.13, load(256, 0.5, 0.5, 0.3, 0.3, 0.25, null)));
        ModelFigures at2000 = new StepModel(quota, Stacks.get("blocking"))
                .predict(new StepPlan(new ClosedLoop(2000, Duration.ofSeconds(20)), null, 1), c);
        assertThat(at2000.inputs().cpuMs()).as("the service's own CPU at the steps' concurrency, no generator")
                .isCloseTo(0.5, within(1e-9));
        assertThat(at2000.cpuCeilingRps()).isCloseTo(0.25 / 0.0005, within(0.5));
        assertThat(at2000.throughputRps()).isLessThanOrEqualTo(500.5);
        // Without the quota the same calibration is a waiting route: 0.19 of a core busy, no CPU station.
        ModelFigures unlimited = new StepModel(MONGO, Stacks.get("blocking"))
                .predict(new StepPlan(new ClosedLoop(2000, Duration.ofSeconds(20)), null, 1), c);
        assertThat(unlimited.cpuCeilingRps()).isNull();
    }

    /**
     * Under a quota the service's collectors stop it (Serial on one processor): the share of s they spent, as the
     * calibration read it at the step's concurrency, is recorded apart and stops every request in the model, waiting ones
     * too. On shared cores nothing is counted apart. The second look takes the step's own collectors.
     */
    @Test
    void underAQuotaTheCollectorsShareOfSStopsEveryRequest() {
        Scenario quota = quarterCoreDownstream("2000ms", "[2000]");
        BackendChecks.Calibration c = new BackendChecks.Calibration(2.003, 0.0004, 10).withUnderLoad(
                load(32, 0.2, 0.2, 0.1, 0.1, 0.13, load(2000, 0.23, 0.23, 0.1, 0.3, 0.24, null).withCollected(0.06, 0.06))
                        .withCollected(0.01, 0.01));
        StepPlan plan = new StepPlan(new ClosedLoop(2000, Duration.ofSeconds(20)), null, 1);
        StepModel model = new StepModel(quota, Stacks.get("reactive"));
        ModelFigures stopping = model.predict(plan, c);
        assertThat(stopping.inputs().cpuMs()).isCloseTo(0.23, within(1e-9));
        assertThat(stopping.inputs().stoppingCollectorCpuMs()).as("the 2,000-user load's collectors").isCloseTo(0.06, within(1e-9));
        // What the waits allow (2,000 / 2 s) less the collectors' stops: 1 / (1 / 998 + 0.06 ms / 0.25), before the ends.
        assertThat(stopping.steadyThroughputRps()).isCloseTo(1 / (1 / 998.4 + 0.00006 / 0.25), within(10.0));
        // Three calls a request cost the service three calls' CPU, and its collectors three calls' share.
        ModelFigures threeCalls = model.predict(new StepPlan(new ClosedLoop(2000, Duration.ofSeconds(20)), null, 3), c);
        assertThat(threeCalls.inputs().cpuMs()).isCloseTo(0.69, within(1e-9));
        assertThat(threeCalls.inputs().stoppingCollectorCpuMs()).isCloseTo(0.18, within(1e-9));

        // On shared cores the same calibration counts no collector apart.
        ModelFigures shared = new StepModel(MONGO, Stacks.get("reactive")).predict(plan, busyRoute().withUnderLoad(
                busyRoute().underLoad().withCollected(1.0, 1.0)));
        assertThat(shared.inputs().stoppingCollectorCpuMs()).isNull();

        // The second look: the step's own collectors, 5 % of a core at 800 req/s.
        StepRecord step = StepRecord.builder().users(2000).workload("closed").requests(16_000).ok(16_000).errors(ErrorCounts.NONE)
                .wallSeconds(20).throughputRps(800).latencyMs(new LatencySummary(2500, 2500, 2500, 2500, 2500, 2500))
                .sut(new ResourceUsage(20, 25, 300, 40, 10, 1.0, 5.0)).model(stopping).modelError(ModelError.of(stopping, 800, 2500, true))
                .timeline(List.of()).generator(new GeneratorHealth(0.1, 50, 10, false, null)).build();
        assertThat(StepCpu.stoppingCollectorSecondsPerRequest(step, new dev.rbench.runner.calibration.CpuStation(false, 0.25)))
                .isCloseTo(0.05 / 800, within(1e-12));
        assertThat(StepCpu.stoppingCollectorSecondsPerRequest(step, dev.rbench.runner.calibration.CpuStation.sharedCores(false)))
                .isZero();
        ModelAtStepCpu again = model.withAtStepCpu(plan, c, step).modelError().atStepCpu();
        assertThat(again.stepCpuMs()).isCloseTo(0.19 / 800 * 1000, within(0.001));
        assertThat(again.throughput()).as("800 against 1 / (1 / 998 + 0.0625 ms / 0.25) before the ends")
                .isBetween(-0.1, 0.1);
    }

    /**
     * cassandra-findall-closed's first stack (2026-11-27): the calibration read 5 ms a request, the step spent 7.5 (the
     * database still compiling, its collectors busier) on both cores, and served a third less than the model. Given the
     * step's own CPU, the model meets it: the miss was the calibration's reading, not the queues.
     */
    @Test
    void aStepWhoseCpuTheCalibrationReadLowIsMetAtItsOwnCpu() {
        StepModel model = new StepModel(MONGO, Stacks.get("blocking"));
        StepPlan plan = new StepPlan(new ClosedLoop(50, Duration.ofSeconds(10)), null, 1);
        ModelFigures predicted = model.predict(plan, busyRoute());
        assertThat(predicted.throughputRps()).as("CPU-bound at c / s = 2 / 5 ms").isCloseTo(400, within(8.0));
        double rate = 2 / 0.0075;
        // the service 3 ms, Cassandra 3 ms and its compilers 0.5 ms more, the generator 1.5 ms a request
        StepRecord step = measured(rate, 50 / rate * 1000, predicted, rate * 0.3, null, new BackendCpu(rate * 0.35, rate * 0.05, null),
                rate * 0.15);
        assertThat(step.modelError().throughput()).isLessThan(-0.3);

        ModelAtStepCpu again = model.withAtStepCpu(plan, busyRoute(), step).modelError().atStepCpu();
        assertThat(again.calibratedCpuMs()).isCloseTo(5.0, within(1e-9));
        assertThat(again.stepCpuMs()).as("the backend's compilers left out, as the calibration leaves them").isCloseTo(7.5, within(0.01));
        assertThat(again.throughput()).isCloseTo(0, within(0.03));
        assertThat(again.meanLatency()).isCloseTo(0, within(0.03));
        assertThat(again.met()).isTrue();
        assertThat(step.toBuilder().modelAtStepCpu(again).build().modelError().throughput()).as("the first error stays")
                .isEqualTo(step.modelError().throughput());
    }

    /**
     * A stack's first step while the warm-up's JIT compilers still hold 0.2 of the 2 cores: the requests are served on
     * 1.8 (c / s 400 → 360 a second), c is recorded whole and the compilers' share apart; the second look at the step's
     * own CPU takes the same cores. A later step (none held) records no share.
     */
    @Test
    void theCompilersCoresAreTakenFromTheFirstStepsCoresAndRecordedApart() {
        StepModel model = new StepModel(MONGO, Stacks.get("blocking"));
        StepPlan plan = new StepPlan(new ClosedLoop(50, Duration.ofSeconds(10)), null, 1);
        ModelFigures whole = model.predict(plan, busyRoute());
        ModelFigures first = model.predict(plan, busyRoute(), 0.2);
        assertThat(first.inputs().cores()).isEqualTo(2.0);
        assertThat(first.inputs().compilerCores()).isEqualTo(0.2);
        assertThat(whole.inputs().compilerCores()).isNull();
        assertThat(first.cpuCeilingRps()).isCloseTo(1.8 / 0.005, within(0.5));
        assertThat(first.throughputRps() / whole.throughputRps()).isCloseTo(0.9, within(0.01));
        assertThat(model.predict(plan, busyRoute(), 0).inputs().compilerCores()).isNull();

        // The step served what 1.8 cores give at 5 ms a request: met at its own CPU only with the same 1.8.
        double rate = 1.8 / 0.005;
        StepRecord step = measured(rate, 50 / rate * 1000, first, rate * 0.4, null, new BackendCpu(0.0, 0.0, null), rate * 0.1);
        ModelAtStepCpu again = model.withAtStepCpu(plan, busyRoute(), step).modelError().atStepCpu();
        assertThat(again.stepCpuMs()).isCloseTo(5.0, within(1e-9));
        assertThat(again.throughput()).isCloseTo(0, within(0.02));
        StepRecord unheld = measured(rate, 50 / rate * 1000, whole, rate * 0.4, null, new BackendCpu(0.0, 0.0, null), rate * 0.1);
        assertThat(model.withAtStepCpu(plan, busyRoute(), unheld).modelError().atStepCpu().throughput()).isLessThan(-0.08);
    }

    /** A step that served less with the cores half idle (pauses, waits): at its own CPU the model still misses it. */
    @Test
    void aStepThatLeftTheCoresIdleMissesAtItsOwnCpuToo() {
        StepModel model = new StepModel(MONGO, Stacks.get("blocking"));
        StepPlan plan = new StepPlan(new ClosedLoop(50, Duration.ofSeconds(10)), null, 1);
        ModelFigures predicted = model.predict(plan, busyRoute());
        double rate = 200;   // 5 ms a request as calibrated, on one core of the two
        StepRecord step = measured(rate, 50 / rate * 1000, predicted, rate * 0.2, 2.0, new BackendCpu(rate * 0.2, 0.0, null),
                rate * 0.1);
        ModelAtStepCpu again = model.withAtStepCpu(plan, busyRoute(), step).modelError().atStepCpu();
        assertThat(again.stepCpuMs()).as("the service's compilers left out: 38 + 40 + 20 % of a core at 200 req/s")
                .isCloseTo(4.9, within(1e-9));
        assertThat(again.throughput()).isLessThan(-0.4);
        assertThat(again.met()).isFalse();
    }

    @Test
    void noSecondLookWhereTheModelHasNoCpuStationOrTheStepFailed() {
        List<Double> path = List.of(1.0, 1.0, 1.0);
        BackendChecks.Calibration waiting = new BackendChecks.Calibration(0.5, 0.001, 6).withUnderLoad(
                new CpuUnderLoadCalibration.Measured(32, path, path, StableEstimate.of(path, 15), StableEstimate.of(path, 15), 0.06));
        StepModel model = new StepModel(MONGO, Stacks.get("reactive"));
        StepPlan plan = new StepPlan(new ClosedLoop(50, Duration.ofSeconds(10)), null, 1);
        StepRecord waited = measured(100, 500, model.predict(plan, waiting), 10, null, null, 5);
        assertThat(model.withAtStepCpu(plan, waiting, waited)).isSameAs(waited);
        StepRecord failed = measured(300, 160, model.predict(plan, busyRoute()), 90, null, null, 30).toBuilder().failure("service died").build();
        assertThat(model.withAtStepCpu(plan, busyRoute(), failed)).isSameAs(failed);
    }

    /** Under a quota s is the service's own CPU: the backend and the generator run outside it, in neither figure. */
    @Test
    void underAQuotaTheStepsOwnCpuIsTheServicesAlone() {
        StepRecord step = measured(100, 500, null, 25, 2.0, new BackendCpu(80, 1.0, null), 40);
        assertThat(StepCpu.secondsPerRequest(step, new dev.rbench.runner.calibration.CpuStation(true, 0.25)).orElseThrow())
                .isCloseTo(0.23 / 100, within(1e-9));
        assertThat(StepCpu.secondsPerRequest(step, dev.rbench.runner.calibration.CpuStation.sharedCores(true)).orElseThrow())
                .isCloseTo((0.23 + 0.79 + 0.40) / 100, within(1e-9));
        assertThat(StepCpu.secondsPerRequest(step, dev.rbench.runner.calibration.CpuStation.sharedCores(false)).orElseThrow())
                .as("the generator on cores of its own").isCloseTo((0.23 + 0.79) / 100, within(1e-9));
    }

    /** A measured closed step: {@code rate} req/s, mean {@code meanMs}; CPU in percent of a core over the load. */
    private static StepRecord measured(double rate, double meanMs, ModelFigures model, double serviceCpu, Double serviceCompilers,
                                       BackendCpu backend, double generatorCpu) {
        LatencySummary latency = new LatencySummary(meanMs, meanMs, meanMs, meanMs, meanMs, meanMs);
        return StepRecord.builder().users(50).workload("closed").requests((long) (rate * 10)).ok((long) (rate * 10))
                .errors(ErrorCounts.NONE).wallSeconds(10).throughputRps(rate).latencyMs(latency).latencyMsUncorrected(latency)
                .sut(new ResourceUsage(serviceCpu, serviceCpu, 300, 40, 10, serviceCompilers, null)).model(model)
                .modelError(ModelError.of(model, rate, meanMs, true)).timeline(List.of())
                .generator(new GeneratorHealth(0.1, 50, generatorCpu, false, null)).backendCpu(backend).build();
    }

    /** account-findall's throttled step: requests 10 ms apart, each on an idle service, modelled with t at that pace. */
    @Test
    void aPacedStepIsModelledWithTheTMeasuredAtItsPace() {
        BackendChecks.Calibration c = new BackendChecks.Calibration(0.0054, 0.0001, 300).withPaced(
                new BackendChecks.Calibration.Paced(new dev.rbench.loadgen.ThrottledClosedLoop(100, 100, Duration.ofSeconds(2)),
                        0.0072, 200));
        StepModel model = new StepModel(MONGO, Stacks.get("blocking"));
        ModelFigures paced = model.predict(new StepPlan(new dev.rbench.loadgen.ThrottledClosedLoop(100, 100,
                Duration.ofSeconds(60)), null, 1), c);
        assertThat(paced.inputs().callMs()).isCloseTo(7.2, within(1e-9));
        assertThat(paced.meanLatencyMs()).isCloseTo(7.2, within(0.01));
        ModelFigures closed = model.predict(new StepPlan(new ClosedLoop(50, Duration.ofSeconds(10)), null, 1), c);
        assertThat(closed.inputs().callMs()).isCloseTo(5.4, within(1e-9));
    }

    /** s measured at 4 users and again at the steps' 200: the 200-user step's CPU ceiling is c over the second. */
    @Test
    void aStepManyMoreUsersThanTheCalibrationsTakesTheSAtItsConcurrency() {
        List<Double> modest = List.of(0.6, 0.6, 0.6);
        List<Double> many = List.of(0.2, 0.2, 0.2);
        List<Double> none = List.of(0.0, 0.0, 0.0);
        CpuUnderLoadCalibration.Measured atSteps = new CpuUnderLoadCalibration.Measured(200, many, none,
                StableEstimate.of(many, 15), StableEstimate.of(none, 15), 1.9);
        BackendChecks.Calibration c = new BackendChecks.Calibration(0.0004, 0.0005, 2000).withUnderLoad(
                new CpuUnderLoadCalibration.Measured(4, modest, none, StableEstimate.of(modest, 15), StableEstimate.of(none, 15),
                        1.8).withAtSteps(atSteps));
        StepModel model = new StepModel(MONGO, Stacks.get("reactive"));
        ModelFigures at200 = model.predict(new StepPlan(new ClosedLoop(200, Duration.ofSeconds(10)), null, 1), c);
        assertThat(at200.inputs().cpuMs()).isCloseTo(0.2, within(1e-9));
        assertThat(at200.cpuCeilingRps()).isCloseTo(2 / 0.0002, within(1.0));
        ModelFigures at4 = model.predict(new StepPlan(new ClosedLoop(4, Duration.ofSeconds(10)), null, 1), c);
        assertThat(at4.inputs().cpuMs()).isCloseTo(0.6, within(1e-9));
    }

    /** A downstream route of {@code delay}, closed steps of {@code users} for 20 s, each service on a quarter core. */
    private static Scenario quarterCoreDownstream(String delay, String users) {
        return ScenarioYaml.read("""
                path: /remote?ms={delayMs}
                delay: %s
                backend:
                  downstream:
                    url: embedded
                workload:
                  closed:
                    users: %s
                    duration: 20s
                limits:
                  cpus: 0.25
                """.formatted(delay, users), "fargate.yaml").build();
    }

    /**
     * A CPU load of {@code users} whose three rounds each read {@code pathMs} for the path, {@code serviceMs} for the
     * service and {@code generatorMs} for the generator a request, {@code busyCores} and {@code serviceBusyCores} busy.
     */
    private static CpuUnderLoadCalibration.Measured load(int users, double pathMs, double serviceMs, double generatorMs,
                                                         double busyCores, double serviceBusyCores,
                                                         CpuUnderLoadCalibration.Measured atSteps) {
        List<Double> path = List.of(pathMs, pathMs, pathMs);
        List<Double> service = List.of(serviceMs, serviceMs, serviceMs);
        List<Double> generator = List.of(generatorMs, generatorMs, generatorMs);
        return new CpuUnderLoadCalibration.Measured(users, path, generator, StableEstimate.of(path, 15),
                StableEstimate.of(generator, 15), busyCores,
                new CpuUnderLoadCalibration.ServiceCpu(service, StableEstimate.of(service, 15), serviceBusyCores), atSteps);
    }
}
