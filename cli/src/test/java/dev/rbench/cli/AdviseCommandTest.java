package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.EnvironmentInfo;
import dev.rbench.results.ErrorCounts;
import dev.rbench.results.InFlightMemory;
import dev.rbench.results.LatencySummary;
import dev.rbench.results.ModelError;
import dev.rbench.results.ModelFigures;
import dev.rbench.results.ModelInputFigures;
import dev.rbench.results.ResourceUsage;
import dev.rbench.results.ResultsFile;
import dev.rbench.results.RunResults;
import dev.rbench.results.ScenarioInfo;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepRecord;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

class AdviseCommandTest extends ConsoleCapture {

    @Test
    void sizesEachStackFromTheRecordedInputs(@TempDir Path dir) throws Exception {
        // a database route: t = 100 ms, one call, pool 100; the reactive stack's CPU s = 5 ms on 2 cores
        ResultsFile.write(dir, results(
                run("blocking", new ModelInputFigures("blocking", 200, 100, 100, 1, false, null, null)),
                run("virtual", new ModelInputFigures("virtual", null, 100, 100, 1, false, null, null)),
                run("reactive", new ModelInputFigures("reactive", null, 100, 100, 1, false, 2.0, 5.0))));

        assertThat(Main.execute("advise", dir.toString(), "--target", "300/s", "--json")).isZero();
        JsonNode root = JsonMapper.builder().build().readTree(out.toString());
        // 300/s × 0.1 s = 30 busy → 36 at 85 %
        assertThat(stack(root, "blocking").path("threads").asInt()).isEqualTo(36);
        assertThat(stack(root, "blocking").path("pool").asInt()).isEqualTo(36);
        assertThat(stack(root, "virtual").path("threads").isNull()).isTrue();
        assertThat(stack(root, "virtual").path("pool").asInt()).isEqualTo(36);
        // c/s = 400 req/s: 300 keeps the cores 75 % busy, allowed
        assertThat(stack(root, "reactive").path("feasible").asBoolean()).isTrue();
        assertThat(root.path("headline").asString()).startsWith("For 300 req/s: blocking T = 36, N = 36; virtual N = 36");

        out.reset();
        assertThat(Main.execute("advise", dir.toString(), "--target", "380")).isZero();
        assertThat(out.toString()).contains("reactive", "CPU bound: c/s = 400 req/s on 2 cores (s = 5.00 ms)");
    }

    @Test
    void theHeapIsAdvisedWhereTheStepsMeasuredWhatEachRequestInFlightKeepsLive(@TempDir Path dir) throws Exception {
        StackRun blocking = run("blocking", new ModelInputFigures("blocking", 200, 100, 100, 1, false, null, null));
        StepRecord measured = blocking.steps().getFirst().toBuilder().memory(InFlightMemory.of(2000, 600, 900, 12L, 328L)).build();
        ResultsFile.write(dir, results(StackRun.started("blocking", Map.of()).withStep(measured),
                run("virtual", new ModelInputFigures("virtual", null, 100, 100, 1, false, null, null))));

        // 300/s × 100 ms = 30 in flight × ~161.8 KB + 12 MB idle = 16.7 MB live, twice over: 48 MB
        assertThat(Main.execute("advise", dir.toString(), "--target", "300/s")).isZero();
        assertThat(out.toString()).contains("heap (-Xmx), from the live heap per request in flight the steps measured",
                "blocking           48 MB (30 in flight × ~162 KB + 12 MB idle, twice over)").doesNotContain("virtual            48");
        out.reset();
        assertThat(Main.execute("advise", dir.toString(), "--target", "300/s", "--json")).isZero();
        JsonNode root = JsonMapper.builder().build().readTree(out.toString());
        assertThat(stack(root, "blocking").path("heapMb").asLong()).isEqualTo(48);
        assertThat(stack(root, "virtual").path("heapMb").isNull()).isTrue();
    }

    @Test
    void badInputSaysWhatToFix(@TempDir Path dir) throws Exception {
        ResultsFile.write(dir, results(run("blocking", null)));
        assertThat(Main.execute("advise", dir.toString(), "--target", "fast")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).contains("--target 'fast' is not a rate; write requests a second, e.g. 500/s");
        assertThat(Main.execute("advise", dir.toString(), "--target", "100/s")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).contains("has no step with the model's inputs");
    }

    private static JsonNode stack(JsonNode root, String name) {
        for (JsonNode s : root.path("stacks")) {
            if (s.path("stack").asString().equals(name)) {
                return s;
            }
        }
        throw new AssertionError("no " + name + " in " + root);
    }

    private static StackRun run(String stack, ModelInputFigures inputs) {
        ModelFigures model = ModelFigures.of(100, 100, 1).withInputs(inputs);
        StepRecord step = StepRecord.builder().users(10).workload("closed loop").requests(100).ok(100).errors(ErrorCounts.NONE)
                .wallSeconds(1).throughputRps(100).latencyMs(new LatencySummary(100, 100, 100, 100, 100, 100)).sut(ResourceUsage.NONE)
                .model(model).modelError(ModelError.of(model, 100, 100, true))
                .latencyMsUncorrected(new LatencySummary(100, 100, 100, 100, 100, 100)).build();
        return StackRun.started(stack, Map.of()).withStep(step);
    }

    private static RunResults results(StackRun... runs) {
        ScenarioInfo scenario = new ScenarioInfo("seed-database", "d", false, List.of("blocking"), "closed", List.of(10),
                List.of(), List.of(1), List.of(), Map.of(), null);
        EnvironmentInfo env = new EnvironmentInfo("cpu", 2, 1024, "Linux", "25", new EnvironmentInfo.Tool("dev", "abc"),
                "2026-11-23T00:00:00Z", Map.of());
        RunResults r = RunResults.start(scenario, env, null, null);
        for (StackRun run : runs) {
            r = r.with(run);
        }
        return r.completed();
    }
}
