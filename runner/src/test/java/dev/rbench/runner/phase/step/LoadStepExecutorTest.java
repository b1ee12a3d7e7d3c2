package dev.rbench.runner.phase.step;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.rbench.loadgen.ErrorCounts;
import dev.rbench.loadgen.LatencySummary;
import dev.rbench.loadgen.StepResult;
import dev.rbench.results.BackendInfo;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.backend.BackendSession;
import dev.rbench.runner.backend.StoreOverrides;
import dev.rbench.runner.calibration.BackendChecks;
import dev.rbench.runner.calibration.CpuUnderLoadCalibration;
import dev.rbench.runner.calibration.StableEstimate;
import dev.rbench.runner.phase.StubService;
import dev.rbench.runner.phase.measure.LoadMeasurement;
import dev.rbench.runner.phase.measure.StepEngine;
import dev.rbench.runner.phase.measure.WarmCompilers;
import dev.rbench.runner.phase.model.StepModel;
import dev.rbench.runner.phase.plan.Phase;
import dev.rbench.runner.phase.plan.RunListener;
import dev.rbench.runner.phase.plan.RunPlan;
import dev.rbench.runner.phase.session.ProcessServiceSession;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioYaml;
import dev.rbench.runner.scenario.StepPlan;
import dev.rbench.runner.stack.StackDefinition;
import dev.rbench.runner.stack.Stacks;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.CopyOnWriteArrayList;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every run of a step on a CRUD route starts from the seed, its repeats included: until 2026-11-29 only a route's
 * calibration reseeded, and with {@code --repeat 5} seed-mongo-connections' creates piled up until the fifth repeat of
 * create served 285 requests a second against 10,040 in the first. A real HTTP server stands in for the service
 * ({@link StubService}); a fake engine runs the load and a fake backend counts the seeds, both into one log, in order.
 */
class LoadStepExecutorTest {

    @TempDir
    Path dir;

    private StubService service;
    private final List<String> log = new CopyOnWriteArrayList<>();

    @BeforeEach
    void startService() throws Exception {
        // The pool's reset answers; its gauges do not (a service without a pool to show): the step goes on without them.
        service = new StubService(path -> path.equals("/pool/reset") ? 200 : 404);
    }

    @AfterEach
    void stopService() {
        service.close();
    }

    @Test
    void everyRepeatOfACrudRoutesStepStartsFromTheSeed() throws Exception {
        Scenario scenario = scenario();
        LoadStepExecutor steps = executor(scenario);
        Phase.Step create = step(scenario, 0);

        for (int repeat = 1; repeat <= 3; repeat++) {
            steps.run(create.again(repeat), calibration());
        }

        assertThat(log).containsExactly("seed", "create", "seed", "create", "seed", "create");
    }

    @Test
    void aRouteThatOnlyReadsIsNotSeededAgain() throws Exception {
        Scenario scenario = scenario();
        LoadStepExecutor steps = executor(scenario);
        Phase.Step records = step(scenario, 1);

        steps.run(records, calibration());
        steps.run(records.again(2), calibration());

        assertThat(log).containsExactly("records", "records");
    }

    /**
     * Without a backend the delay path waits the scenario's delay, and its calibration (the stack's) gives the CPU station
     * its s; a route (the peer's /delay/100/movies) is modelled on its own calibration, which its step records with its
     * route, as a backend's route holds both in {@code database}.
     */
    @Test
    void aDelayStepGetsItsSFromTheCalibrationAndARouteRecordsItsOwn() throws Exception {
        Scenario delay = ScenarioYaml.read("""
                path: /delay/{delayMs}
                delay: 2s
                workload: {closed: {users: [2000], duration: 1s}}
                activityInterval: 0s
                """, "delay.yaml").build();
        StepRecord measured = executor(delay).run(step(delay, 0), busy(2.002));
        assertThat(measured.model().inputs().callMs()).as("the delay, not the calibrated t").isEqualTo(2000.0);
        assertThat(measured.model().inputs().cpuMs()).isCloseTo(0.46, within(1e-9));
        assertThat(measured.calibration()).as("the path's calibration is the run's, not the step's").isNull();
        assertThat(executor(delay).run(step(delay, 0), null).model().inputs().cpuMs()).as("not calibrated: no station").isNull();

        Scenario peer = ScenarioYaml.read("""
                path: /delay/100
                routes: [/delay/100, /delay/100/movies]
                workload: {closed: {users: [200], duration: 1s}}
                activityInterval: 0s
                """, "peer.yaml").build();
        StepRecord movies = executor(peer).run(step(peer, 1), busy(0.1015));
        assertThat(movies.route()).isEqualTo("/delay/100/movies");
        assertThat(movies.model().inputs().callMs()).as("its calibrated t less s").isCloseTo(101.04, within(1e-9));
        assertThat(movies.calibration().request()).isEqualTo("GET /delay/100/movies");
        assertThat(movies.calibration().cpuUnderLoad().modelCpuMsPerRequest()).isCloseTo(0.46, within(1e-9));
        assertThat(executor(peer).run(step(peer, 1), null).model()).as("a route without its calibration").isNull();
    }

    /** t = {@code seconds}; under load 0.3 ms of path CPU and 0.16 ms of the generator's a request, on 1.4 cores. */
    private static BackendChecks.Calibration busy(double seconds) {
        List<Double> path = List.of(0.3, 0.3, 0.3);
        List<Double> generator = List.of(0.16, 0.16, 0.16);
        return new BackendChecks.Calibration(seconds, 0.004, 4).withUnderLoad(new CpuUnderLoadCalibration.Measured(2048, path,
                generator, StableEstimate.of(path, 15), StableEstimate.of(generator, 15), 1.4));
    }

    private static Scenario scenario() {
        // No activity sampler: it would ask the service too.
        return ScenarioYaml.read("""
                backend: {mongo: {}}
                routes: [create, "/records?store=mongo&size=1kb&count=10"]
                workload: {closed: {users: [2], duration: 1s}}
                activityInterval: 0s
                """, "repeats.yaml").build();
    }

    private static Phase.Step step(Scenario scenario, int index) {
        StepPlan plan = scenario.plan().get(index);
        return new Phase.Step("blocking", index, plan, RunPlan.stepName(scenario, plan), Duration.ZERO, 1);
    }

    private static BackendChecks.Calibration calibration() {
        return new BackendChecks.Calibration(0.002, 0.0001, 1000);
    }

    private LoadStepExecutor executor(Scenario scenario) throws Exception {
        // One backend for the session and the steps, as the runner gives them.
        Seeds backend = new Seeds();
        ProcessServiceSession session = service.session(scenario, dir, backend);
        log.clear(); // the stack's own seed, at its service's start
        StepEngine engine = (stack, step, target, method, body, workload, expected, progress, loadStarts) -> {
            loadStarts.run();
            log.add(target.getPath().equals("/records") ? "records" : "create");
            int users = workload.users();
            return new StepResult(users, users, users, new ErrorCounts(0, 0, 0, 0), 1.0, users,
                    new LatencySummary(10, 10, 10, 10, 10, 10), new Histogram(3));
        };
        LoadMeasurement load = new LoadMeasurement("blocking", scenario, null, engine, dir, RunListener.SILENT, List::of);
        StackDefinition stack = Stacks.get("blocking");
        return new LoadStepExecutor(session, scenario, backend, load, new StepModel(scenario, stack), false, new WarmCompilers());
    }

    /** A backend that only counts its seeds: no process of its own, nothing served. */
    private final class Seeds implements BackendSession {
        @Override public List<String> serviceArgs(StoreOverrides stack) { return List.of(); }
        @Override public Map<String, String> serviceEnv() { return Map.of(); }
        @Override public BackendInfo describe() { return null; }
        @Override public Optional<Long> served() { return Optional.empty(); }
        @Override public OptionalLong pid() { return OptionalLong.empty(); }
        @Override public void close() { }

        @Override
        public void reseed() {
            log.add("seed");
        }
    }
}
