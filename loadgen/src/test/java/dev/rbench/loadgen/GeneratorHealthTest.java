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
        // 28 ms late against 2 s responses (1.4 %): a closed loop's throughput moves by 1.4 %, noise too
        assertThat(GeneratorHealth.of(28, 5, 30, 2000).saturated()).isFalse();
        // 130 ms late against 2 s responses (6.5 %): flagged, with the allowance named
        assertThat(GeneratorHealth.of(130, 5, 30, 2000).reason()).contains("send lateness p99 130.00 ms > 100.0 (5% of the median latency) ms");
        // short responses keep the 1 ms rule
        assertThat(GeneratorHealth.of(1.5, 5, 30, 2).saturated()).isTrue();
    }

    @Test
    void lateSendsFromIdleLoopsPointAtSharedCpus() {
        // the demo's 500 ms route once flagged 5.8-13 ms of lateness at 1-4 % busy loops; 5 % of it is 25 ms
        assertThat(GeneratorHealth.of(13, 4, 7, 500).saturated()).isFalse();
        assertThat(GeneratorHealth.of(30.2, 2, 7, 500).reason())
                .startsWith("generator late: send lateness p99 30.20 ms > 25.0 (5% of the median latency) ms")
                .contains("only 2% busy", "--pin");
        assertThat(GeneratorHealth.of(30.2, 80, 90, 500).reason()).startsWith("generator saturated:");
    }
}
