package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.jmeter.JmeterHome;
import dev.rbench.jmeter.JmeterRun;
import dev.rbench.results.ResultsFile;
import dev.rbench.results.RunResults;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.BenchmarkRunner;
import dev.rbench.runner.phase.plan.RunListener;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.service.RbenchHome;
import dev.rbench.runner.service.ServiceProcess;
import dev.rbench.runner.settings.Origin;
import dev.rbench.runner.stack.Stacks;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A plan exported for a running service, run by JMeter as a user would, and its JTL imported, compares cleanly with our
 * own run. It compares no timings within a margin, so it runs beside other tests (the agreement: {@link JmeterIT}).
 */
class JmeterExportIT {

    static final Origin CODE = JmeterIT.CODE;

    @Test
    void anExportedPlanRunByJmeterImportsAndComparesWithOurOwnRun(@TempDir Path out) throws Exception {
        RbenchHome home = RbenchHome.locate();
        Scenario scenario = JmeterIT.burst("rbench").set("workload.burst.users", "[20, 100]", CODE).build();
        RunResults ours = new BenchmarkRunner(home, RunListener.SILENT).run(scenario, out.resolve("ours"));
        assertThat(ours.complete()).isTrue();
        try (ServiceProcess service = ServiceProcess.start(home, Stacks.get("reactive"), scenario, out.resolve("service"))) {
            Path plan = out.resolve("plan.jmx");
            // as a user would: export, then JMeter from its own home (bin/jmeter -n), then import
            assertThat(Main.execute("jmeter", "export", "seed-delay", "--stack", "reactive", "--url", service.uri("/").toString()
                    .replaceAll("/$", ""), "--set", "workload.burst.users=[20, 100]", "--set", "workload.burst.ramp=1s", "--delay", "1000ms",
                    "--set", "pauseBetweenSteps=0s", "-o", plan.toString())).isZero();
            JmeterRun.run(JmeterHome.built(home.dir()), plan, out.resolve("results.jtl"), out.resolve("logs"), "jmeter", List.of(),
                    Duration.ofMinutes(3));
        }
        Path imported = out.resolve("imported");
        assertThat(Main.execute("jmeter", "import", out.resolve("results.jtl").toString(), "--scenario", "seed-delay", "--stack", "reactive",
                "--set", "workload.burst.users=[20, 100]", "--set", "workload.burst.ramp=1s", "--delay", "1000ms", "--set",
                "pauseBetweenSteps=0s", "--out", imported.toString())).isZero();
        RunResults read = ResultsFile.readRunDir(imported);
        assertThat(read.runs()).singleElement().satisfies(run -> {
            assertThat(run.stack()).isEqualTo("reactive");
            assertThat(run.steps()).extracting(StepRecord::requests).containsExactly(20L, 100L);
            assertThat(run.steps()).allSatisfy(s -> assertThat(s.model()).isNotNull());
        });
        assertThat(read.environment().generator().jmeter()).isTrue();
        assertThat(imported.resolve("report.html")).exists();
        assertThat(Main.execute("compare", out.resolve("ours").toString(), imported.toString())).isZero();
    }
}
