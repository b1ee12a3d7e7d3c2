package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.infra.process.ResourceSampler;
import dev.rbench.loadgen.ErrorCounts;
import dev.rbench.loadgen.LatencySummary;
import dev.rbench.loadgen.StepResult;
import dev.rbench.runner.phase.plan.LoadRole;
import dev.rbench.runner.phase.plan.Phase;
import dev.rbench.runner.phase.plan.RunPlan;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioYaml;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** The console off a terminal (CI logs, pipes): the lines it printed before, plus the whole run's share and ETA. */
class ConsoleProgressTest {

    private static final Scenario SCENARIO = ScenarioYaml.read("""
            stacks: [blocking]
            workload: closed
            users: [10, 100]
            duration: 20s
            warmupUsers: 0
            pauseBetweenSteps: 0s
            """, "s.yaml").build();

    @Test
    void everyLoadLineCarriesTheWholeRunsProgressCountingStartAndVerification() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        AtomicLong clock = new AtomicLong();
        ConsoleProgress console = new ConsoleProgress(new PrintStream(bytes, true, StandardCharsets.UTF_8), false, clock::get);
        RunPlan plan = RunPlan.of(SCENARIO); // start 5 s, verify 1 s, two steps of 20 s
        console.runPlanned(plan);
        for (Phase phase : plan.phases().subList(0, 2)) {
            console.phaseBegan(phase);
            clock.addAndGet(6_000_000_000L / 2);
            console.phaseDone(phase);
        }
        Phase.Step first = (Phase.Step) plan.phases().get(2);
        console.phaseBegan(first);
        console.phaseStarted("blocking", new LoadRole.Step(first.name()), first.plan().workload(), 20);
        StepResult result = new StepResult(10, 200, 200, new ErrorCounts(0, 0, 0, 0), 20, 10,
                new LatencySummary(1000, 1000, 1000, 1000, 1000, 1000), new Histogram(3));
        console.phaseFinished("blocking", new LoadRole.Step(first.name()),
                dev.rbench.runner.results.StepRecords.of(result, first.plan().workload().describe(), ResourceSampler.Usage.NONE, null, null).build());
        console.phaseDone(first);

        assertThat(bytes.toString(StandardCharsets.UTF_8).lines()).containsExactly(
                "rbench: 4 phases, about 46 s if nothing queues",
                "rbench: blocking: closed loop: 10 users for 20s [13% of the run, ~40 s left]",
                "rbench: blocking 10 users   mean 1.000 s, 10.0 req/s, 200 ok, 0 failed");
    }

    @Test
    void aWarmUpSaysSoAndAStepIsNamedByItsLabel() {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        ConsoleProgress console = new ConsoleProgress(new PrintStream(bytes, true, StandardCharsets.UTF_8), false, () -> 0);
        Phase.Step first = (Phase.Step) RunPlan.of(SCENARIO).phases().get(2);
        console.phaseStarted("reactive", LoadRole.WARM_UP, first.plan().workload(), 5);
        StepResult result = new StepResult(10, 200, 200, new ErrorCounts(0, 0, 0, 0), 20, 10,
                new LatencySummary(1000, 1000, 1000, 1000, 1000, 1000), new Histogram(3));
        console.phaseFinished("reactive", LoadRole.WARM_UP,
                dev.rbench.runner.results.StepRecords.of(result, "warm", ResourceSampler.Usage.NONE, null, null).build());
        console.phaseStarted("reactive", new LoadRole.Step("10 users"), first.plan().workload(), 20);

        assertThat(bytes.toString(StandardCharsets.UTF_8).lines()).containsExactly(
                "rbench: reactive: closed loop: 10 users for 20s (warm-up)",
                "rbench: reactive warm-up    mean 1.000 s, 10.0 req/s, 200 ok, 0 failed",
                "rbench: reactive: closed loop: 10 users for 20s");
    }
}
