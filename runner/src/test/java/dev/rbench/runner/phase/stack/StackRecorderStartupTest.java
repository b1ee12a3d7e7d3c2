package dev.rbench.runner.phase.stack;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.StackRun;
import dev.rbench.results.Startup;
import dev.rbench.runner.phase.model.StepModel;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioYaml;
import dev.rbench.runner.stack.Stacks;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

class StackRecorderStartupTest {

    private static final Scenario DELAY = ScenarioYaml.read("stacks: [blocking]\n", "delay.yaml").build();

    private static StackRecorder recorder() {
        return new StackRecorder(StackRun.started("blocking", Map.of()), new StepModel(DELAY, Stacks.get("blocking")), false);
    }

    @Test
    void theStartUpThenTheIdleRssAfterTheWarmUpRoundedToATenth() {
        StackRecorder recorder = recorder();
        recorder.started(Optional.of(new Startup(true, 2_314L, 2_391L, "GET /delay?ms=0", 200, null, true, null)));
        recorder.idleAfterWarmUp(OptionalDouble.of(187.4567));
        Startup s = recorder.run().startup();
        assertThat(s.launchToReadyMs()).isEqualTo(2_314);
        assertThat(s.launchToFirstAnswerMs()).isEqualTo(2_391);
        assertThat(s.idleRssMb()).isEqualTo(187.5);
        assertThat(s.note()).isNull();
    }

    @Test
    void aSessionThatCannotSayRecordsNoStartUpAndNoRss() {
        StackRecorder recorder = recorder();
        recorder.started(Optional.empty());
        recorder.idleAfterWarmUp(OptionalDouble.of(100));
        assertThat(recorder.run().startup()).isNull();
    }

    @Test
    void anAppAlreadyRunningWithoutAPidHasNeitherStartUpNorRssAndSaysWhy() {
        StackRecorder recorder = recorder();
        recorder.started(Optional.of(Startup.notStartedByRbench("already running")));
        recorder.idleAfterWarmUp(OptionalDouble.empty());
        Startup s = recorder.run().startup();
        assertThat(s.startedByRbench()).isFalse();
        assertThat(s.idleRssMb()).isNull();
        assertThat(s.note()).startsWith("already running; ").contains("could not be read");
    }

    @Test
    void theStartUpStaysWhenTheStackFailsLater() {
        StackRecorder recorder = recorder();
        recorder.started(Optional.of(new Startup(true, 900L, null, "GET /x", null, null, false, "no answer")));
        recorder.stackFailed("verification failed", java.util.List.of());
        assertThat(recorder.run().startup().launchToReadyMs()).isEqualTo(900);
        assertThat(recorder.run().failure()).isEqualTo("verification failed");
    }
}
