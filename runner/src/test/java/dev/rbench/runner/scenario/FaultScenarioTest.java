package dev.rbench.runner.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.infra.proxy.ProxyFault;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class FaultScenarioTest {

    private static final String MONGO = "backend: {mongo: {latency: 5ms}}\npath: /documents/1\n";

    @Test
    void aSlowDatabaseFaultReadsAsTheProxyTakesIt() {
        Scenario s = ScenarioYaml.read(MONGO + "fault: {at: 12s, duration: 5s, latency: 2s}\n", "f.yaml").build();
        assertThat(s.fault().present()).isTrue();
        assertThat(s.fault().proxyFault()).contains(new ProxyFault.Slow(Duration.ofSeconds(2)));
        assertThat(s.fault().describe()).isEqualTo("backend slower by 2s for 5s at 12s");
        assertThat(ScenarioYaml.read(MONGO, "f.yaml").build().fault().present()).isFalse();
    }

    @Test
    void badFaultsAreRefusedWithTheirPlace() {
        assertThatThrownBy(() -> ScenarioYaml.read(MONGO + "fault: {at: 1s, duration: 1s, latency: 2s, down: true}\n", "f.yaml").build())
                .isInstanceOf(ScenarioException.class).hasMessageContaining("f.yaml:3").hasMessageContaining("one kind of fault");
        assertThatThrownBy(() -> ScenarioYaml.read(MONGO + "fault: {at: 1s, down: true}\n", "f.yaml").build())
                .isInstanceOf(ScenarioException.class).hasMessageContaining("a fault needs a duration");
        assertThatThrownBy(() -> ScenarioYaml.read("fault: {at: 1s, duration: 2s, down: true}\n", "f.yaml").build())
                .isInstanceOf(ScenarioException.class).hasMessageContaining("through the latency proxy");
    }

    @Test
    void theDownstreamTakesAnErrorRateButNoReset() {
        String downstream = "backend: {downstream: {url: embedded}}\npath: /remote?ms=500\n";
        Scenario s = ScenarioYaml.read(downstream + "fault: {at: 5s, duration: 5s, latency: 4500ms, errorRate: 0.2}\n", "f.yaml").build();
        assertThat(s.fault().describe()).isEqualTo("backend slower by 4500ms, 20 % of calls failing for 5s at 5s");
        assertThatThrownBy(() -> ScenarioYaml.read(downstream + "fault: {at: 1s, reset: true}\n", "f.yaml").build())
                .isInstanceOf(ScenarioException.class).hasMessageContaining("no connections of its own to reset");
        assertThatThrownBy(() -> ScenarioYaml.read(MONGO + "fault: {at: 1s, duration: 1s, errorRate: 0.5}\n", "f.yaml").build())
                .isInstanceOf(ScenarioException.class).hasMessageContaining("an error rate is the downstream's");
    }

    @Test
    void aFaultMayNameTheStepsItIsInjectedInto() {
        String closed = "workload: {closed: {users: [50, 200, 400], duration: 30s}}\n";
        Scenario s = ScenarioYaml.read(MONGO + closed + "fault: {at: 12s, duration: 5s, latency: 2s, steps: [200, 400]}\n", "f.yaml")
                .build();
        java.util.List<Boolean> injected = s.workload().loads().stream()
                .map(l -> s.fault().appliesTo(new StepPlan(l.workload(), l.rate(), 1).level())).toList();
        assertThat(injected).containsExactly(false, true, true);
        Scenario every = ScenarioYaml.read(MONGO + closed + "fault: {at: 12s, duration: 5s, latency: 2s}\n", "f.yaml").build();
        assertThat(every.workload().loads()).allMatch(l -> every.fault().appliesTo(new StepPlan(l.workload(), l.rate(), 1).level()));
        assertThatThrownBy(() -> ScenarioYaml.read(MONGO + closed + "fault: {at: 1s, duration: 1s, latency: 2s, steps: [300]}\n",
                "f.yaml").build()).isInstanceOf(ScenarioException.class).hasMessageContaining("f.yaml:")
                .hasMessageContaining("no step of 300; the workload's steps are [50, 200, 400]");
    }

    @Test
    void severalFaultsByNameRunInTheOrderTheyStartAndMustNotOverlap() {
        String closed = "workload: {closed: {users: [50, 200], duration: 30s}}\n";
        Scenario s = ScenarioYaml.read(MONGO + closed + """
                faults:
                  outage: {at: 20s, duration: 3s, down: true, steps: [200]}
                  slow: {at: 5s, duration: 5s, latency: 2s}
                """, "f.yaml").build();
        assertThat(s.allFaults()).extracting(Scenario.NamedFault::key).containsExactly("faults.outage", "faults.slow");
        java.util.List<StepPlan> steps = s.workload().loads().stream().map(l -> new StepPlan(l.workload(), l.rate(), 1)).toList();
        assertThat(s.faultsOf(steps.get(0))).extracting(Scenario.NamedFault::key).containsExactly("faults.slow");
        assertThat(s.faultsOf(steps.get(1))).extracting(Scenario.NamedFault::key).containsExactly("faults.slow", "faults.outage");

        assertThatThrownBy(() -> ScenarioYaml.read(MONGO + closed + """
                faults:
                  a: {at: 5s, duration: 5s, latency: 2s}
                  b: {at: 8s, duration: 1s, down: true}
                """, "f.yaml").build()).isInstanceOf(ScenarioException.class).hasMessageContaining("f.yaml:6")
                .hasMessageContaining("it overlaps faults.a");
        assertThatThrownBy(() -> ScenarioYaml.read(MONGO + closed + "fault: {at: 1s, duration: 1s, latency: 1s}\n"
                + "faults: {a: {at: 5s, duration: 1s, latency: 1s}}\n", "f.yaml").build())
                .isInstanceOf(ScenarioException.class).hasMessageContaining("not both");
        assertThatThrownBy(() -> ScenarioYaml.read("faults: {a: {at: 1s, duration: 2s, down: true}}\n", "f.yaml").build())
                .isInstanceOf(ScenarioException.class).hasMessageContaining("f.yaml:1").hasMessageContaining("through the latency proxy");
    }
}
