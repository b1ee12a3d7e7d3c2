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
        assertThat(s.fault().describe()).isEqualTo("database slower by 2s for 5s at 12s");
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
}
