package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.report.HeadlessChromium;
import dev.rbench.results.RunResults;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepProfile;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.BenchmarkRunner;
import dev.rbench.runner.phase.plan.RunListener;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioBuilder;
import dev.rbench.runner.service.RbenchHome;
import dev.rbench.runner.settings.Origin;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --profile cpu} on the three real service JVMs: async-profiler is loaded into each for its
 * largest step only, and each flame graph is a self-contained page that opens in headless Chromium
 * with no error; the step says it was profiled and the report links the graph.
 */
class ProfileRunIT {

    @Test
    void eachStackGetsAFlameGraphOfItsLargestStepThatOpensInABrowser(@TempDir Path out) throws Exception {
        Origin code = Origin.flag("ProfileRunIT");
        Scenario scenario = new ScenarioBuilder().set("name", "profile-it", code)
                .set("workload.burst.users", "[2, 20]", code).set("workload.burst.ramp", "0s", code)
                .set("delay", "200ms", code).set("serverThreads", "10", code)
                .set("warmupUsers", "4", code).set("warmupDuration", "1s", code).set("warmupUntilQuiet", "0", code).set("serviceHeapMb", "256", code)
                .set("pauseBetweenSteps", "0s", code).set("profile", "cpu", code).set("model", "false", code).build();

        RunResults results = new BenchmarkRunner(RbenchHome.locate(), RunListener.SILENT).run(scenario, out);

        assertThat(results.runs()).extracting(StackRun::stack).containsExactly("blocking", "virtual", "reactive");
        HeadlessChromium chromium = HeadlessChromium.ensure(Path.of(System.getProperty("basedir", "."), "target"));
        for (StackRun run : results.runs()) {
            StepRecord small = run.steps().get(0);
            StepRecord largest = run.steps().get(1);
            assertThat(small.profile()).as("only the largest step is profiled").isNull();
            StepProfile profile = largest.profile();
            assertThat(profile).as(run.stack()).isNotNull();
            assertThat(profile.tool()).isEqualTo("async-profiler cpu");
            assertThat(profile.note()).isNull();
            Path graph = out.resolve(profile.file());
            assertThat(graph).exists();
            assertThat(Files.readString(graph)).contains("<canvas").doesNotContain("src=\"http");
            String dom = chromium.domWithoutPageErrors(graph);
            assertThat(dom).as("the flame graph's page in the browser").contains("<canvas");
        }
        assertThat(Files.readString(out.resolve("report.html"))).contains("href=\"profiles/blocking-");
    }
}
