package dev.rbench.runner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.infra.process.ResourceSampler;
import dev.rbench.loadgen.ErrorCounts;
import dev.rbench.loadgen.LatencySummary;
import dev.rbench.loadgen.StepResult;
import dev.rbench.loadgen.Workload;
import dev.rbench.results.RunResults;
import dev.rbench.results.ServiceFacts;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepRecord;
import dev.rbench.results.WarmupSettling;
import dev.rbench.runner.calibration.BackendChecks;
import dev.rbench.runner.failure.ServiceException;
import dev.rbench.runner.phase.calibrate.Calibrator;
import dev.rbench.runner.phase.measure.WarmUpRunner;
import dev.rbench.runner.phase.model.StepModel;
import dev.rbench.runner.phase.output.ResultsNotWritableException;
import dev.rbench.runner.phase.output.ResultsSink;
import dev.rbench.runner.phase.output.RunDirectory;
import dev.rbench.runner.phase.plan.Phase;
import dev.rbench.runner.phase.plan.RunListener;
import dev.rbench.runner.phase.plan.RunPlan;
import dev.rbench.runner.phase.session.ServiceSession;
import dev.rbench.runner.phase.stack.StackPhases;
import dev.rbench.runner.phase.stack.StackRecorder;
import dev.rbench.runner.results.ScenarioRecords;
import dev.rbench.runner.results.StepRecords;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioYaml;
import dev.rbench.runner.stack.Stacks;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The runner's failure paths with fake phases, no JVM started: in each case what was measured is
 * kept, the rest is recorded as not run with its reason, and every (fake) service is stopped.
 */
class PhaseFailureMatrixTest {

    private static final Scenario DELAY = ScenarioYaml.read("""
            stacks: [blocking, reactive]
            users: [1, 10, 100]
            warmupUsers: 2
            pauseBetweenSteps: 0s
            """, "delay.yaml").build();

    private static final Scenario ROUTES = ScenarioYaml.read("""
            stacks: [blocking]
            database: mongo
            routes: [get-one, find-all, query]
            users: [10]
            pauseBetweenSteps: 0s
            """, "routes.yaml").build();

    private static final Scenario REPEATED = ScenarioYaml.read("""
            stacks: [blocking, reactive]
            users: [1, 10]
            warmupUsers: 2
            pauseBetweenSteps: 0s
            repeat: 3
            """, "repeated.yaml").build();

    private final Machine machine = new Machine();
    private final Sink sink = new Sink();
    private final List<String> console = new ArrayList<>();

    /** Whatever failed, every test ends with no service left running. */
    @AfterEach
    void nothingIsLeftRunning() {
        machine.assertNothingRuns();
    }

    @Test
    void aServiceThatDiesMidStepIsRestartedForTheNextStep() throws Exception {
        machine.diesInStep = "blocking 10 users";
        RunResults results = run(DELAY);

        StackRun blocking = results.runs().getFirst();
        assertThat(blocking.failure()).isNull();
        assertThat(blocking.steps()).extracting(StepRecord::failed).containsExactly(false, true, false);
        assertThat(blocking.steps().get(1).failure()).contains("exited with code 137 during the step");
        assertThat(blocking.steps().get(2).ok()).as("measured on the restarted service").isEqualTo(100);
        assertThat(machine.started("blocking")).isEqualTo(2);
        assertThat(console).anyMatch(line -> line.contains("blocking service exited with code 137; restarting it"));
        assertThat(results.runs().get(1).steps()).extracting(StepRecord::failed).containsExactly(false, false, false);
        assertThat(results.complete()).isTrue();
        assertThat(sink.finished).hasSize(1);
    }

    @Test
    void repeatsRunInterleavedAcrossStacksEachOnItsOwnLiveService() throws Exception {
        RunResults results = run(REPEATED);

        assertThat(machine.measured).containsExactly(
                "blocking 1 users", "reactive 1 users", "blocking 1 users #2", "reactive 1 users #2",
                "blocking 1 users #3", "reactive 1 users #3",
                "blocking 10 users", "reactive 10 users", "blocking 10 users #2", "reactive 10 users #2",
                "blocking 10 users #3", "reactive 10 users #3");
        assertThat(machine.started("blocking")).as("one warm service for every repeat").isEqualTo(1);
        assertThat(machine.events).containsExactly("blocking start", "reactive start", "blocking stop", "reactive stop");
        StackRun blocking = results.runs().getFirst();
        assertThat(blocking.steps()).hasSize(2).allSatisfy(step -> {
            assertThat(step.repeats()).extracting(r -> r.repeat()).containsExactly(1, 2, 3);
            assertThat(step.stats().repeats()).isEqualTo(3);
            assertThat(step.stats().method()).as("3 repeats: too few for a bootstrap, their median within the machine's noise")
                    .isEqualTo(dev.rbench.results.IntervalMethod.RUN_TO_RUN_NOISE);
            assertThat(step.stats().methodText()).contains("burst steps");
        });
        assertThat(sink.finished.getFirst().verdict()).as("judged by the runner").isNotNull();
        assertThat(sink.finished.getFirst().verdict().leads()).extracting(l -> l.step())
                .containsOnly("1 users", "10 users");
    }

    @Test
    void anInterruptDuringRepeatsStopsEveryLiveServiceAndRecordsTheRest() {
        machine.interruptInStep = "reactive 1 users #2";
        assertThatThrownBy(() -> run(REPEATED)).isInstanceOf(InterruptedException.class);

        RunResults results = sink.finished.getFirst();
        StackRun blocking = results.runs().getFirst();
        assertThat(blocking.steps().getFirst().repeats()).hasSize(2);
        assertThat(blocking.steps().get(1).failure()).isEqualTo("interrupted");
        assertThat(results.runs().get(1).steps().getFirst().repeats()).hasSize(1);
        assertThat(results.runs().get(1).steps().get(1).failure()).isEqualTo("interrupted");
    }

    @Test
    void aStackThatFailsVerificationIsNotMeasuredAndTheNextStackRuns() throws Exception {
        machine.failsVerification = "blocking";
        RunResults results = run(DELAY);

        StackRun blocking = results.runs().getFirst();
        assertThat(blocking.failure()).isEqualTo("verification failed: serverThreads is 10, expected 200");
        assertThat(blocking.steps()).hasSize(3).allSatisfy(step -> {
            assertThat(step.failed()).isTrue();
            assertThat(step.requests()).isZero();
            assertThat(step.failure()).isEqualTo(blocking.failure());
            assertThat(step.model()).as("the delay route's model needs no calibration").isNotNull();
        });
        assertThat(blocking.warmup()).as("no warm-up after a failed verification").isNull();
        assertThat(machine.measured).noneMatch(step -> step.startsWith("blocking"));
        assertThat(machine.stoppedBefore("blocking", "reactive")).as("stopped before the next stack started").isTrue();
        assertThat(results.runs().get(1).steps()).extracting(StepRecord::ok).containsExactly(1L, 10L, 100L);
        assertThat(results.runs().get(1).warmup()).isNotNull();
    }

    /** An exception of rbench's own in one stack's phase (a NaN reached the model on 2026-11-26) ended the whole run. */
    @Test
    void aBugInOneStacksPhaseFailsThatStackAndTheNextStackRuns() throws Exception {
        machine.breaksInCalibration = "blocking";
        RunResults results = run(ScenarioYaml.read("stacks: [blocking, reactive]\ndatabase: mongo\nusers: [1, 10]\n"
                + "pauseBetweenSteps: 0s\n", "db.yaml").build());

        StackRun blocking = results.runs().getFirst();
        assertThat(blocking.failure()).startsWith("rbench failed internally (a bug; please report it with this line): "
                + "java.lang.IllegalArgumentException: time per call must not be negative at ");
        assertThat(blocking.steps()).hasSize(2).allSatisfy(step -> assertThat(step.failed()).isTrue());
        assertThat(machine.stoppedBefore("blocking", "reactive")).isTrue();
        assertThat(results.runs().get(1).steps()).extracting(StepRecord::ok).containsExactly(1L, 10L);
        assertThat(results.complete()).isTrue();
    }

    @Test
    void aRouteThatFailsCalibrationFailsOnlyItsStep() throws Exception {
        machine.failsCalibration = "find-all";
        RunResults results = run(ROUTES);

        StackRun blocking = results.runs().getFirst();
        assertThat(blocking.failure()).isNull();
        assertThat(blocking.calibration().unloadedCallMs()).isEqualTo(2.0);
        assertThat(blocking.steps()).extracting(StepRecord::route).containsExactly("get-one", "find-all", "query");
        assertThat(blocking.steps()).extracting(StepRecord::failed).containsExactly(false, true, false);
        assertThat(blocking.steps().get(1).failure()).isEqualTo("calibration: GET /entities had 3 failed of 3 requests");
        assertThat(machine.measured).containsExactly("blocking 10 users get-one", "blocking 10 users query");
        assertThat(machine.calibrations).as("each route on its own calibration")
                .containsExactly("GET /entities/e1", "GET /entities/query?name=alpha");
        assertThat(blocking.steps()).extracting(s -> s.calibrationSettling() == null ? null : s.calibrationSettling().extraSeconds())
                .as("the slices before each route's calibration, on its step").containsExactly(4.0, null, 4.0);
    }

    @Test
    void anInterruptMidStepKeepsWhatWasMeasuredAndRecordsTheRestAsNotRun() {
        machine.interruptInStep = "blocking 10 users";
        assertThatThrownBy(() -> run(DELAY)).isInstanceOf(InterruptedException.class);

        assertThat(sink.finished).as("results written and the report rendered once").hasSize(1);
        RunResults results = sink.finished.getFirst();
        assertThat(results.complete()).isFalse();
        StackRun blocking = results.runs().getFirst();
        assertThat(blocking.steps().getFirst().ok()).isEqualTo(1);
        assertThat(blocking.steps().subList(1, 3)).allSatisfy(step -> {
            assertThat(step.failed()).isTrue();
            assertThat(step.failure()).isEqualTo("interrupted");
        });
        StackRun reactive = results.runs().get(1);
        assertThat(reactive.failure()).isEqualTo("interrupted");
        assertThat(reactive.steps()).hasSize(3).allSatisfy(step -> assertThat(step.failure()).isEqualTo("interrupted"));
        assertThat(machine.started("reactive")).isZero();
    }

    @Test
    void aResultsFolderThatStopsTakingFilesEndsTheRunWithEveryServiceStopped() {
        sink.failAtSave = 2;
        assertThatThrownBy(() -> run(DELAY)).isInstanceOf(ResultsNotWritableException.class)
                .hasMessageContaining("cannot write results to /nowhere");
        assertThat(machine.started("blocking")).isEqualTo(1);
    }

    @Test
    void aResultsFolderThatTakesNoFileIsRefusedBeforeAnythingStarts(@TempDir Path tmp) throws Exception {
        Path file = Files.writeString(tmp.resolve("a-file"), "");
        assertThatThrownBy(() -> RunDirectory.prepare(file.resolve("results")))
                .isInstanceOf(ResultsNotWritableException.class)
                .hasMessageStartingWith("cannot write results to " + file.resolve("results") + ": ");
    }

    @Test
    void progressCoversEveryPhaseOfThePlanOnce() throws Exception {
        List<Phase> began = new ArrayList<>();
        List<Phase> done = new ArrayList<>();
        machine.failsVerification = "blocking";
        RunListener listener = new RunListener() {
            @Override
            public void phaseBegan(Phase phase) {
                began.add(phase);
            }

            @Override
            public void phaseDone(Phase phase) {
                done.add(phase);
            }
        };
        RunPlan plan = RunPlan.of(DELAY);
        new BenchmarkRunner(null, listener).run(plan, initial(), this::phases, sink);
        assertThat(began).isEqualTo(plan.phases());
        assertThat(done).as("a failed stack's skipped phases count as done").isEqualTo(plan.phases());
    }

    private RunResults run(Scenario scenario) throws InterruptedException {
        this.scenario = scenario;
        RunListener listener = new RunListener() {
            @Override
            public void info(String message) {
                console.add(message);
            }
        };
        return new BenchmarkRunner(null, listener).run(RunPlan.of(scenario), initial(), this::phases, sink);
    }

    private Scenario scenario = DELAY;

    private static RunResults initial() {
        return RunResults.start(ScenarioRecords.of(DELAY), null, null, null);
    }

    private StackPhases phases(String stack) {
        FakeService service = new FakeService(stack, machine);
        StackRecorder recorder = new StackRecorder(StackRun.started(stack, Map.of()),
                new StepModel(scenario, Stacks.get(stack)), scenario.backend().isDatabase());
        return new StackPhases(service,
                () -> {
                    if (stack.equals(machine.failsVerification)) {
                        throw new ServiceException("verification failed: serverThreads is 10, expected 200");
                    }
                    return new ServiceFacts(service.pid(), 0, Map.of(), null, Map.of());
                },
                loads -> new WarmUpRunner.WarmUp(loads.stream().map(w -> measured(w, null).build()).toList(), null),
                new Calibrator() {
                    @Override
                    public StackCalibration stack() {
                        if (stack.equals(machine.breaksInCalibration)) {
                            throw new IllegalArgumentException("time per call must not be negative");
                        }
                        return new StackCalibration(new BackendChecks.Calibration(0.002, 0.0001, 1000),
                                new BackendChecks.Calibration(0.002, 0.0001, 1000).toRecord("GET", "/fake", dev.rbench.runner.calibration.CpuStation.sharedCores(true)));
                    }

                    @Override
                    public RouteCalibration route(Phase.Step step) {
                        var route = step.plan().route();
                        if (route.id().equals(machine.failsCalibration)) {
                            throw new ServiceException("calibration: " + route.method() + " " + route.path()
                                    + " had 3 failed of 3 requests");
                        }
                        machine.calibrations.add(route.method() + " " + route.path());
                        // The route's slices before its calibration: two, the compilers quiet in the second.
                        return new RouteCalibration(new BackendChecks.Calibration(0.003, 0.0001, 1000), new WarmupSettling(2, 10,
                                0.05, List.of(0.3, 0.01), 4, true, false, null, null));
                    }
                },
                (step, calibration) -> {
                    String name = stack + " " + step.label();
                    if (name.equals(machine.interruptInStep)) {
                        throw new InterruptedException();
                    }
                    if (name.equals(machine.diesInStep) && machine.started(stack) == 1) {
                        service.current.alive = false;
                        return measured(step.plan().workload(), "service exited with code 137 during the step").build();
                    }
                    machine.measured.add(name);
                    var route = step.plan().route();
                    return measured(step.plan().workload(), null)
                            .calls(step.plan().calls()).route(route == null ? null : route.id()).build();
                },
                recorder);
    }

    private static StepRecord.Builder measured(Workload workload, String failure) {
        int users = workload.users();
        StepResult result = new StepResult(users, users, users, new ErrorCounts(0, 0, 0, 0), 1.0, users,
                new LatencySummary(10, 10, 10, 10, 10, 10), new Histogram(3));
        return StepRecords.of(result, workload.describe(), ResourceSampler.Usage.NONE, failure, null);
    }

    /** A fake service process: alive from start until stopped, or until a fault kills it. */
    private static final class FakeProcess {
        final String stack;
        boolean alive = true;

        FakeProcess(String stack) {
            this.stack = stack;
        }
    }

    /** Every fake process started, in order, and the faults the fake phases act out. */
    private static final class Machine {
        final List<FakeProcess> processes = new ArrayList<>();
        /** "stack start" / "stack stop", in order. */
        final List<String> events = new ArrayList<>();
        final List<String> measured = new ArrayList<>();
        final List<String> calibrations = new ArrayList<>();
        String diesInStep;
        String failsVerification;
        String failsCalibration;
        String breaksInCalibration;
        String interruptInStep;

        long started(String stack) {
            return processes.stream().filter(p -> p.stack.equals(stack)).count();
        }

        boolean stoppedBefore(String stack, String next) {
            return events.indexOf(stack + " stop") >= 0 && events.indexOf(stack + " stop") < events.indexOf(next + " start");
        }

        void assertNothingRuns() {
            assertThat(processes).as("fake service processes").noneMatch(p -> p.alive);
        }
    }

    private static final class FakeService implements ServiceSession {
        private final String stack;
        private final Machine machine;
        FakeProcess current;

        FakeService(String stack, Machine machine) {
            this.stack = stack;
            this.machine = machine;
        }

        @Override
        public void start() {
            current = new FakeProcess(stack);
            machine.processes.add(current);
            machine.events.add(stack + " start");
        }

        @Override
        public Optional<String> restartIfDead() {
            if (current == null || current.alive) {
                return Optional.empty();
            }
            start();
            return Optional.of("exited with code 137");
        }

        long pid() {
            return machine.processes.indexOf(current);
        }

        @Override
        public void close() {
            if (current != null && current.alive) {
                current.alive = false;
                machine.events.add(stack + " stop");
            }
        }
    }

    /** Keeps what was saved and finished; fails from its n-th save on when told to. */
    private static final class Sink implements ResultsSink {
        final List<RunResults> saved = new ArrayList<>();
        final List<RunResults> finished = new ArrayList<>();
        int failAtSave = Integer.MAX_VALUE;

        @Override
        public void save(RunResults results) {
            if (saved.size() + 1 >= failAtSave) {
                throw new ResultsNotWritableException(Path.of("/nowhere"), new java.nio.file.AccessDeniedException("/nowhere/results.json"));
            }
            saved.add(results);
        }

        @Override
        public void finish(RunResults results) {
            save(results);
            finished.add(results);
        }
    }
}
