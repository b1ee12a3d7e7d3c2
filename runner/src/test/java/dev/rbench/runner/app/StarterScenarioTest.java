package dev.rbench.runner.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioYaml;
import dev.rbench.runner.stack.AppStack;
import java.util.List;
import org.junit.jupiter.api.Test;

class StarterScenarioTest {

    @Test
    void theStarterLoadsAsWrittenWithPlatformAndVirtualVariants() {
        String yaml = StarterScenario.yaml("orders", "target/my orders#1.jar", "/api/orders/42?x=\"1\"");
        Scenario s = ScenarioYaml.read(yaml, "orders.yaml").build();
        assertThat(s.name()).isEqualTo("orders");
        assertThat(s.stacks()).containsExactly("platform", "virtual");
        assertThat(s.app().command()).containsExactly("java", "-jar", "target/my orders#1.jar", "--server.port={port}",
                "--server.address=127.0.0.1");
        assertThat(s.requestPath()).isEqualTo("/api/orders/42?x=\"1\"");
        assertThat(s.app().ready()).isEqualTo(s.requestPath());
        assertThat(AppStack.of(s, "platform").notModelled(s)).isEmpty();
        assertThat(AppStack.of(s, "virtual").notModelled(s)).isEmpty();
        assertThat(s.variants().get("virtual").args()).isEqualTo(List.of("--spring.threads.virtual.enabled=true"));
        // Every line that is not a key says why: a starter for someone who has not read the README.
        assertThat(yaml.lines().filter(l -> l.startsWith("#")).count()).isGreaterThanOrEqualTo(3);
    }

    @Test
    void itsQuickFormIsShort() {
        Scenario s = ScenarioYaml.read(StarterScenario.yaml("orders", "a.jar", "/"), "orders.yaml").quick(true).build();
        assertThat(s.steps().size()).isLessThan(6);
        assertThat(s.stacks()).containsExactly("platform", "virtual");
    }
}
