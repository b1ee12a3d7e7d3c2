package dev.rbench.runner.phase.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioYaml;
import java.util.List;
import org.junit.jupiter.api.Test;

class PlanProgressTest {

    private static final Scenario ROUTES = ScenarioYaml.read("""
            stacks: [blocking, reactive]
            database: mongo
            routes: [get-one, find-all]
            workload: closed
            users: [10, 100]
            duration: 10s
            warmupUsers: 2
            warmupDuration: 5s
            warmupBurstMax: 0
            warmupUntilQuiet: 0
            routeSettling: 0
            pauseBetweenSteps: 500ms
            """, "routes.yaml").build();

    @Test
    void thePlanListsEveryPhaseOfEveryStackInOrder() {
        RunPlan plan = RunPlan.of(ROUTES);
        List<String> blocking = plan.phases().stream().filter(p -> p.stack().equals("blocking")).map(Phase::label).toList();
        assertThat(blocking).containsExactly("start", "verify", "warm-up", "calibrate",
                "calibrate 10 users get-one", "10 users get-one", "calibrate 10 users find-all", "10 users find-all",
                "calibrate 100 users get-one", "100 users get-one", "calibrate 100 users find-all", "100 users find-all");
        assertThat(plan.stacks()).containsExactly("blocking", "reactive");
        assertThat(plan.steps("reactive")).extracting(Phase.Step::index).containsExactly(0, 1, 2, 3);
        // Per stack: start 5 + verify 1 + warm-up 5 + the stack's calibration 8 (a first second, 4 CPU rounds, 3 rounds
        // of t; it serves no step here) + the routes' 4 x 12 (4 more CPU rounds at their steps' concurrency)
        // + steps 4 x (10 + 0.5 pause).
        assertThat(plan.expectedSeconds()).isCloseTo(2 * (5 + 1 + 5 + 8 + 48 + 42), within(1e-9));
    }

    @Test
    void theEtaCountsEveryPhaseAndFollowsThePaceSoFar() {
        RunPlan plan = RunPlan.of(ROUTES);
        PlanProgress progress = new PlanProgress(plan);
        assertThat(progress.fraction()).isZero();
        assertThat(progress.secondsLeft(0)).isCloseTo(218, within(1e-9));
        List<Phase> phases = plan.phases();
        for (Phase phase : phases.subList(0, 4)) { // start, verify, warm-up, calibrate: 19 expected seconds
            progress.began(phase);
            progress.done(phase);
        }
        assertThat(progress.fraction()).isCloseTo(19 / 218.0, within(1e-9));
        assertThat(progress.secondsLeft(19)).as("on plan").isCloseTo(199, within(1e-9));
        assertThat(progress.secondsLeft(38)).as("twice as slow so far").isCloseTo(398, within(1e-9));
        progress.began(phases.get(5)); // a 10.5 s step, half done
        progress.within(0.5);
        assertThat(progress.fraction()).isCloseTo((19 + 5.25) / 218, within(1e-9));
        assertThat(progress.describe(24.25)).isEqualTo("11% of the run, ~3 min left");
    }

    @Test
    void durationsReadAsTheConsoleShowsThem() {
        assertThat(PlanProgress.duration(42.4)).isEqualTo("42 s");
        assertThat(PlanProgress.duration(600)).isEqualTo("10 min");
        assertThat(PlanProgress.duration(7200)).isEqualTo("2 h 00 min");
    }
}
