package dev.rbench.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class GeneratorHealthTest {

    @Test
    void saturatedWhenLateOrBusyAndSaysWhy() {
        GeneratorHealth fine = GeneratorHealth.of(0.2, 40, 60);
        assertThat(fine.saturated()).isFalse();
        assertThat(fine.reason()).isNull();

        GeneratorHealth late = GeneratorHealth.of(3.5, 40, 60);
        assertThat(late.saturated()).isTrue();
        assertThat(late.reason()).contains("send lateness p99 3.50 ms > 1 ms").doesNotContain("busy >");

        GeneratorHealth busy = GeneratorHealth.of(0.1, 97, 190);
        assertThat(busy.saturated()).isTrue();
        assertThat(busy.reason()).contains("busiest event loop 97% busy > 90%");

        assertThat(GeneratorHealth.of(2, 95, 190).reason()).contains("lateness").contains("busy");
    }

    @Test
    void latenessIsJudgedAgainstTheMedianLatencyWhenThatIsLong() {
        // 9 ms late against 2 s responses (0.45 %): noise, not a saturated generator
        assertThat(GeneratorHealth.of(9, 5, 30, 2000).saturated()).isFalse();
        // 28 ms late against 2 s responses (1.4 %): flagged, with the allowance named
        assertThat(GeneratorHealth.of(28, 5, 30, 2000).reason()).contains("send lateness p99 28.00 ms > 20.0 (1% of the median latency) ms");
        // short responses keep the 1 ms rule
        assertThat(GeneratorHealth.of(1.5, 5, 30, 2).saturated()).isTrue();
    }

    @Test
    void lateSendsFromIdleLoopsPointAtSharedCpus() {
        assertThat(GeneratorHealth.of(5.2, 2, 7, 500).reason())
                .startsWith("generator late: send lateness p99 5.20 ms > 5.0 (1% of the median latency) ms")
                .contains("only 2% busy", "--pin");
        assertThat(GeneratorHealth.of(5.2, 80, 90, 500).reason()).startsWith("generator saturated:");
    }
}
