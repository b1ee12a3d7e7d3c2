package dev.rbench.runner.results;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.ErrorCounts;
import dev.rbench.results.InFlightMemory;
import dev.rbench.results.LatencySummary;
import dev.rbench.results.ModelError;
import dev.rbench.results.ModelFigures;
import dev.rbench.results.ModelInputFigures;
import dev.rbench.results.ResourceUsage;
import dev.rbench.results.RunResults;
import dev.rbench.results.ScenarioInfo;
import dev.rbench.results.Sizing;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepRecord;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The run's own sizing: for the most any stack served, the T and N each stack needs, or why none can serve it. */
class SizingAdviceTest {

    private static StackRun run(String stack, double throughput, ModelInputFigures inputs) {
        ModelFigures model = ModelFigures.of(throughput, 100, 1).withInputs(inputs);
        StepRecord step = StepRecord.builder().users(10).workload("closed loop: 10 users").requests(100).ok(100)
                .errors(ErrorCounts.NONE).wallSeconds(1).throughputRps(throughput).latencyMs(new LatencySummary(100, 100, 100, 100, 100, 100))
                .sut(ResourceUsage.NONE).model(model).modelError(ModelError.of(model, throughput, 100, true))
                .latencyMsUncorrected(new LatencySummary(100, 100, 100, 100, 100, 100)).build();
        return StackRun.started(stack, Map.of()).withStep(step);
    }

    private static RunResults results(StackRun... runs) {
        ScenarioInfo scenario = new ScenarioInfo("s", "d", false, List.of("blocking", "virtual"), "closed", List.of(10),
                List.of(), List.of(1), List.of(), Map.of(), null);
        RunResults r = RunResults.start(scenario, null, null, null);
        for (StackRun run : runs) {
            r = r.with(run);
        }
        return r;
    }

    @Test
    void theTargetIsTheMostAnyStackServedAndEachStackIsSizedForIt() {
        // t = 42 ms a call, one call: 400 req/s needs 400 × 0.042 = 16.8 servers busy, about 20 at 85 %.
        RunResults r = results(run("blocking", 236.5, new ModelInputFigures("blocking", 50, 10, 42, 1, false, null, null)),
                run("virtual", 399.2, new ModelInputFigures("virtual", null, 10, 42, 1, false, null, null)));
        Sizing s = SizingAdvice.of(r).orElseThrow();
        assertThat(s.targetRps()).isEqualTo(400);
        assertThat(s.basis()).contains("virtual", "closed loop: 10 users");
        Sizing.StackSizing blocking = s.stacks().getFirst();
        assertThat(blocking.stack()).isEqualTo("blocking");
        assertThat(blocking.pool()).isBetween(20, 24);
        assertThat(blocking.threads()).isEqualTo(blocking.pool());
        assertThat(blocking.busyPercent()).isLessThanOrEqualTo(85.0);
        assertThat(blocking.from()).isEqualTo("t = 42.0 ms, x = 1");
        assertThat(s.stacks().get(1).threads()).as("virtual threads are no limit").isNull();
    }

    @Test
    void theHeapHoldsTheRequestsInFlightAtTheTargetTwiceOverWhereTheStepsMeasuredTheirLiveHeap() {
        StackRun measured = run("blocking", 236.5, new ModelInputFigures("blocking", 50, 10, 42, 1, false, null, null));
        StepRecord step = measured.steps().getFirst().toBuilder().memory(InFlightMemory.of(2000, 600, 900, 12L, 328L)).build();
        RunResults r = results(StackRun.started("blocking", Map.of()).withStep(step),
                run("virtual", 399.2, new ModelInputFigures("virtual", null, 10, 42, 1, false, null, null)));

        // 400 req/s × 42 ms = 16.8 in flight × ~161.8 KB + 12 MB idle = 14.7 MB live, twice over: 32 MB
        SizingAdvice.StackAdvice blocking = SizingAdvice.advise(r, 400, Double.NaN).getFirst();
        assertThat(blocking.heap().heapMb()).isEqualTo(32);
        assertThat(blocking.heapText()).isEqualTo("32 MB (17 in flight × ~162 KB + 12 MB idle, twice over)");
        assertThat(SizingAdvice.of(r).orElseThrow().stacks().getFirst().heapMb()).isEqualTo(32L);
        assertThat(SizingAdvice.of(r).orElseThrow().stacks().get(1).heapMb()).as("no memory measured").isNull();
    }

    @Test
    void aCpuBoundStackSaysWhyAndARunWithoutModelledStepsHasNoSizing() {
        RunResults cpuBound = results(run("reactive", 2000, new ModelInputFigures("reactive", null, 100, 10, 1, false, 2.0, 2.0)));
        Sizing.StackSizing s = SizingAdvice.of(cpuBound).orElseThrow().stacks().getFirst();
        assertThat(s.reason()).startsWith("CPU bound");
        assertThat(s.threads()).isNull();
        assertThat(SizingAdvice.of(results(run("app", 100, null)))).isEmpty();
        assertThat(SizingAdvice.of(results())).isEmpty();
    }
}
