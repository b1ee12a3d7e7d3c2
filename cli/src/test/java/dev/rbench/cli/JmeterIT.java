package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.rbench.results.EnvironmentInfo;
import dev.rbench.results.RunResults;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.BenchmarkRunner;
import dev.rbench.runner.phase.plan.RunListener;
import dev.rbench.runner.scenario.ScenarioBuilder;
import dev.rbench.runner.service.RbenchHome;
import dev.rbench.runner.settings.Origin;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * JMeter as the step engine, end to end with the real reactive service: the same burst fired by our generator and
 * by JMeter agrees within 5 %, with the model beside JMeter's step; a plan exported for a running service, run by
 * JMeter as a user would, and its JTL imported, compares cleanly with our own run.
 */
class JmeterIT {

    static final Origin CODE = Origin.flag("JmeterIT");

    static ScenarioBuilder burst(String engine) {
        return new ScenarioBuilder().set("name", "seed-delay", CODE).set("stacks", "[reactive]", CODE)
                .set("workload.burst.users", "[200]", CODE).set("workload.burst.ramp", "1s", CODE)
                .set("delay", "1000ms", CODE).set("warmupUsers", "4", CODE).set("warmupDuration", "1s", CODE).set("warmupUntilQuiet", "0", CODE)
                .set("serviceHeapMb", "256", CODE).set("pauseBetweenSteps", "0s", CODE).set("generator.engine", engine, CODE);
    }

    @Test
    void theSameBurstFromOurGeneratorAndFromJmeterAgreesWithin5Percent(@TempDir Path out) throws Exception {
        RbenchHome home = RbenchHome.locate();
        RunResults ours = new BenchmarkRunner(home, RunListener.SILENT).run(burst("rbench").build(), out.resolve("ours"));
        RunResults jmeter = new BenchmarkRunner(home, RunListener.SILENT).run(burst("jmeter").build(), out.resolve("jmeter"));

        EnvironmentInfo.LoadEngineInfo engine = jmeter.environment().generator();
        assertThat(engine.jmeter()).isTrue();
        assertThat(engine.version()).isEqualTo("5.6.3");
        assertThat(engine.latencyCorrected()).isFalse();
        assertThat(ours.environment().generator().engine()).isEqualTo("rbench");
        StepRecord a = ours.runs().getFirst().steps().getFirst();
        StepRecord b = jmeter.runs().getFirst().steps().getFirst();
        assertThat(b.requests()).isEqualTo(200);
        assertThat(b.ok()).isEqualTo(200);
        assertThat(b.model()).isNotNull();
        assertThat(b.latencyMs().mean()).isCloseTo(a.latencyMs().mean(), within(0.05 * a.latencyMs().mean()));
        assertThat(b.throughputRps()).isCloseTo(a.throughputRps(), within(0.05 * a.throughputRps()));
        // JMeter's plan and its JTL are kept beside the results; its log in logs/
        assertThat(out.resolve("jmeter/jmeter/reactive-200-users.jtl")).exists();
        assertThat(out.resolve("jmeter/logs/jmeter-reactive-200-users.log")).exists();
        assertThat(Files.readString(out.resolve("jmeter/report.html"))).contains("Apache JMeter 5.6.3 on this machine");
    }

}
