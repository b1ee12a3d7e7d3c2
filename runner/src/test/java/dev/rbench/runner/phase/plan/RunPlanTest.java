package dev.rbench.runner.phase.plan;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.runner.phase.measure.LoadMeasurement;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioYaml;
import org.junit.jupiter.api.Test;

class RunPlanTest {

    @Test
    void stepsAreNamedByUsersOrByOfferedRate() {
        Scenario burst = ScenarioYaml.read("users: [10]\n", "s.yaml").build();
        assertThat(RunPlan.stepName(burst, burst.plan().getFirst())).isEqualTo("10 users");
        Scenario open = ScenarioYaml.read("workload: open\nrates: [100, 12.5]\n", "s.yaml").build();
        assertThat(RunPlan.stepName(open, open.plan().getFirst())).isEqualTo("100 req/s");
        assertThat(RunPlan.stepName(open, open.plan().get(1))).isEqualTo("12.5 req/s");
    }

    @Test
    void intervalLogNamesAreFileNames() {
        assertThat(LoadMeasurement.intervalLogName("reactive", "100 req/s")).isEqualTo("reactive-100-req-s.hlog");
        assertThat(LoadMeasurement.intervalLogName("blocking", "4000 users")).isEqualTo("blocking-4000-users.hlog");
        // A variant's ':' would end -Xlog's file name (':' separates its fields); '+' and '=' need shell quoting.
        assertThat(LoadMeasurement.intervalLogName("reactive:repository+batch=1000", "20 users get-one"))
                .isEqualTo("reactive-repository-batch-1000-20-users-get-one.hlog");
    }

    @Test
    void repeatsSetUpEveryStackFirstThenRotateTheStacksThroughEachStep() {
        Scenario s = ScenarioYaml.read("stacks: [blocking, reactive]\nusers: [10, 20]\nwarmupUsers: 0\nrepeat: 2\n", "s.yaml")
                .build();
        RunPlan plan = RunPlan.of(s);
        assertThat(plan.phases()).extracting(p -> p.stack() + " " + p.label()).containsExactly(
                "blocking start", "blocking verify", "reactive start", "reactive verify",
                "blocking 10 users", "reactive 10 users", "blocking 10 users #2", "reactive 10 users #2",
                "blocking 20 users", "reactive 20 users", "blocking 20 users #2", "reactive 20 users #2");
        assertThat(plan.steps("blocking")).as("each step once").extracting(Phase.Step::name).containsExactly("10 users", "20 users");
        assertThat(plan.lastPhases()).containsEntry("blocking", 10).containsEntry("reactive", 11);
    }

    @Test
    void withOneRepeatEachStackRunsWhollyBeforeTheNext() {
        Scenario s = ScenarioYaml.read("stacks: [blocking, reactive]\nusers: [10]\nwarmupUsers: 0\n", "s.yaml").build();
        assertThat(RunPlan.of(s).phases()).extracting(p -> p.stack() + " " + p.label()).containsExactly(
                "blocking start", "blocking verify", "blocking 10 users", "reactive start", "reactive verify",
                "reactive 10 users");
    }

    @Test
    void theWarmUpExpectsHalfOfTheMostItMayGoOnWhileTheCompilersAreBusy() {
        Scenario s = ScenarioYaml.read("users: [10]\nwarmupDuration: 10s\nwarmupBurstMax: 0\n", "s.yaml").build();
        Scenario fixed = ScenarioYaml.read("users: [10]\nwarmupDuration: 10s\nwarmupBurstMax: 0\nwarmupUntilQuiet: 0\n", "s.yaml").build();
        assertThat(warmUp(s).expectedSeconds() - warmUp(fixed).expectedSeconds()).isEqualTo(10.0);
    }

    /** Settling before each step: half of its most slices, and the pause after them. */
    @Test
    void aStepThatSettlesFirstExpectsHalfOfItsSlicesAndAPause() {
        Scenario s = ScenarioYaml.read("users: [10]\nwarmupUsers: 0\npauseBetweenSteps: 1s\n", "s.yaml").build();
        Scenario settling = ScenarioYaml.read("users: [10]\nwarmupUsers: 0\npauseBetweenSteps: 1s\nstepSettling: 5\n", "s.yaml").build();
        assertThat(step(settling).expectedSeconds() - step(s).expectedSeconds()).isEqualTo(5 + 1.0);
    }

    /** Settling before a route's calibration: half of its most slices, and the pause after them, on the route's calibration. */
    @Test
    void aRouteThatSettlesBeforeItsCalibrationExpectsHalfOfItsSlicesAndAPause() {
        String route = "database: mongo\nworkload: closed\nusers: [10]\nroutes: [get-one]\nwarmupUsers: 0\npauseBetweenSteps: 1s\n";
        Scenario none = ScenarioYaml.read(route + "routeSettling: 0\n", "s.yaml").build();
        Scenario settling = ScenarioYaml.read(route + "routeSettling: 4\n", "s.yaml").build();
        assertThat(routeCalibration(settling).expectedSeconds() - routeCalibration(none).expectedSeconds()).isEqualTo(4 + 1.0);
        assertThat(step(settling).expectedSeconds()).as("the step itself expects no more").isEqualTo(step(none).expectedSeconds());
    }

    private static Phase routeCalibration(Scenario s) {
        return RunPlan.of(s).phases().stream().filter(p -> p instanceof Phase.Calibrate c && c.forStep() != null).findFirst()
                .orElseThrow();
    }

    private static Phase step(Scenario s) {
        return RunPlan.of(s).phases().stream().filter(p -> p instanceof Phase.Step).findFirst().orElseThrow();
    }

    private static Phase warmUp(Scenario s) {
        return RunPlan.of(s).phases().stream().filter(p -> p instanceof Phase.WarmUp).findFirst().orElseThrow();
    }

    /** The calibration's CPU rounds run again at the steps' concurrency where that is twice its users: 4 s more. */
    @Test
    void aCalibrationServingManyUsersExpectsItsSecondLoad() {
        Scenario few = ScenarioYaml.read("database: mongo\nworkload: closed\nusers: [1, 4]\nwarmupUsers: 0\n", "s.yaml").build();
        Scenario many = ScenarioYaml.read("database: mongo\nworkload: closed\nusers: [1, 200]\nwarmupUsers: 0\n", "s.yaml").build();
        double fewSeconds = calibration(few).expectedSeconds();
        assertThat(calibration(many).expectedSeconds() - fewSeconds).isEqualTo(4.0);
        assertThat(fewSeconds).isEqualTo(1 + 4 + 3.0);
    }

    /**
     * Without a backend the stack is calibrated where a step requests the scenario's path (the delay path's s); where every
     * step is a route, each route's own calibration before its step is all.
     */
    @Test
    void theDelayPathIsCalibratedAndARoutesOnlyScenarioCalibratesItsRoutes() {
        Scenario delay = ScenarioYaml.read("path: /delay/{delayMs}\nworkload: burst\nusers: [100, 1000]\nwarmupUsers: 0\n",
                "s.yaml").build();
        assertThat(RunPlan.of(delay).phases()).filteredOn(p -> p instanceof Phase.Calibrate).hasSize(delay.stacks().size())
                .allMatch(p -> ((Phase.Calibrate) p).forStep() == null);
        // 100 users of a 2 s delay ask for 50 requests a second: a tenth of a core at 2 ms each, below the station's bar.
        Scenario few = ScenarioYaml.read("path: /delay/{delayMs}\nworkload: burst\nusers: [10, 100]\nwarmupUsers: 0\n",
                "s.yaml").build();
        assertThat(RunPlan.of(few).phases()).noneMatch(p -> p instanceof Phase.Calibrate);
        // The same under a quarter-core quota: the bar is half the quota, and 50 requests a second at 2 ms reach it.
        Scenario quota = ScenarioYaml.read("path: /delay/{delayMs}\nworkload: burst\nusers: [10, 100]\nwarmupUsers: 0\n"
                + "limits: {cpus: 0.1}\n", "s.yaml").build();
        assertThat(RunPlan.of(quota).phases()).filteredOn(p -> p instanceof Phase.Calibrate).hasSize(quota.stacks().size());
        // A path without the delay (here fixed CPU work) is calibrated at any rate: its s is what it does.
        Scenario cpu = ScenarioYaml.read("path: /cpu/2000\nworkload: burst\nusers: [4]\nwarmupUsers: 0\n", "s.yaml").build();
        assertThat(RunPlan.of(cpu).phases()).filteredOn(p -> p instanceof Phase.Calibrate).hasSize(cpu.stacks().size());
        Scenario routes = ScenarioYaml.read("path: /delay/100\nroutes: [/delay/100, /delay/100/movies]\nworkload: open\n"
                + "rates: [150]\nduration: 3s\nwarmupUsers: 0\n", "s.yaml").build();
        assertThat(RunPlan.of(routes).phases()).filteredOn(p -> p instanceof Phase.Calibrate)
                .hasSize(2 * routes.stacks().size()).allMatch(p -> ((Phase.Calibrate) p).forStep() != null);
    }

    private static Phase calibration(Scenario s) {
        return RunPlan.of(s).phases().stream().filter(p -> p instanceof Phase.Calibrate).findFirst().orElseThrow();
    }

    /**
     * With model: false nothing is calibrated — not the stack's path (a database's, which always is), not a route before its
     * step — and the plan expects that much less; every other phase is the same, in the same order.
     */
    @Test
    void withoutTheModelNoStackOrRouteIsCalibratedAndTheRestIsUnchanged() {
        String database = "database: mongo\nworkload: closed\nusers: [1, 200]\nwarmupUsers: 0\n";
        String routes = "database: mongo\nworkload: closed\nusers: [10]\nroutes: [get-one, find-all]\nwarmupUsers: 0\n";
        String delay = "path: /delay/{delayMs}\nworkload: burst\nusers: [100, 1000]\n";
        for (String yaml : java.util.List.of(database, routes, delay)) {
            RunPlan modelled = RunPlan.of(ScenarioYaml.read(yaml, "s.yaml").build());
            Scenario off = ScenarioYaml.read(yaml + "model: false\n", "s.yaml").build();
            RunPlan measured = RunPlan.of(off);
            assertThat(modelled.phases()).as(yaml).anyMatch(p -> p instanceof Phase.Calibrate);
            assertThat(RunPlan.calibrates(off)).as(yaml).isFalse();
            assertThat(measured.phases()).as(yaml)
                    .isEqualTo(modelled.phases().stream().filter(p -> !(p instanceof Phase.Calibrate)).toList());
            double calibrating = modelled.phases().stream().filter(p -> p instanceof Phase.Calibrate)
                    .mapToDouble(Phase::expectedSeconds).sum();
            assertThat(measured.expectedSeconds()).as(yaml).isCloseTo(modelled.expectedSeconds() - calibrating,
                    org.assertj.core.data.Offset.offset(1e-9));
        }
    }

    @Test
    void theModelIsOnUnlessTheScenarioTurnsItOff() {
        String database = "database: mongo\nworkload: closed\nusers: [1]\nwarmupUsers: 0\n";
        assertThat(ScenarioYaml.read(database, "s.yaml").build().model()).isTrue();
        assertThat(RunPlan.of(ScenarioYaml.read(database + "model: true\n", "s.yaml").build()).phases())
                .isEqualTo(RunPlan.of(ScenarioYaml.read(database, "s.yaml").build()).phases());
    }
}
