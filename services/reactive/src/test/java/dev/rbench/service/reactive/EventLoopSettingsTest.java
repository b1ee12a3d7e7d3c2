package dev.rbench.service.reactive;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.service.common.errors.InvalidServicePropertyException;
import dev.rbench.service.common.testing.StartupRefusal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.mock.env.MockEnvironment;

@ExtendWith(OutputCaptureExtension.class)
class EventLoopSettingsTest {

    @Test
    void defaultsToAvailableProcessors() {
        assertThat(EventLoopSettings.eventLoops(new MockEnvironment()))
                .isEqualTo(Runtime.getRuntime().availableProcessors());
        assertThat(EventLoopSettings.eventLoops(new MockEnvironment().withProperty("rbench.event-loops", "5")))
                .isEqualTo(5);
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-2", "4097", "two"})
    void rejectsInvalidCounts(String value) {
        MockEnvironment env = new MockEnvironment().withProperty("rbench.event-loops", value);
        assertThatThrownBy(() -> new EventLoopsEnvironmentPostProcessor().postProcessEnvironment(env, new SpringApplication()))
                .isInstanceOf(InvalidServicePropertyException.class)
                .hasMessage("invalid rbench.event-loops='" + value + "': must be an integer between 1 and 4096");
    }

    @Test
    void countMeasuresTheLoopGroupItself() {
        ServerEventLoops loops = new ServerEventLoops(5, 128);
        try {
            assertThat(loops.count()).isEqualTo(5);
        } finally {
            loops.destroy();
        }
    }

    @Test
    void invalidCountFailsStartupWithOneLine(CapturedOutput output) {
        StartupRefusal.assertRefused(output, ReactiveServiceApplication.class,
                "rbench-service failed to start: invalid rbench.event-loops='0': must be an integer between 1 and 4096",
                "--rbench.event-loops=0");
    }
}
