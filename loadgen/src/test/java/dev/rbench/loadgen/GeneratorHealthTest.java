package dev.rbench.loadgen;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class GeneratorHealthTest {

    @Test
    void saturatedWhenLateOrBusyAndSaysWhy() {
        GeneratorHealth fine = GeneratorHealth.of(0.2, 40, 60);
        assertThat(fine.saturated()).isFalse();
        assertThat(fine.reason()).isNull();

        GeneratorHealth late = GeneratorHealth.of(3.5, 40, 60);
        assertThat(late.saturated()).isTrue();
        assertThat(late.reason()).contains("send lateness p99 3.50 ms > 1 ms").doesNotContain("busy");

        GeneratorHealth busy = GeneratorHealth.of(0.1, 97, 190);
        assertThat(busy.saturated()).isTrue();
        assertThat(busy.reason()).contains("busiest event loop 97% busy > 90%");

        assertThat(GeneratorHealth.of(2, 95, 190).reason()).contains("lateness").contains("busy");
    }
}
