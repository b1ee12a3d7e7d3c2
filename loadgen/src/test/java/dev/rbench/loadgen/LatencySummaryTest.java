package dev.rbench.loadgen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class LatencySummaryTest {

    @Test
    void emptyHistogramGivesZeros() {
        assertThat(LatencySummary.of(new Histogram(3))).isEqualTo(new LatencySummary(0, 0, 0, 0, 0, 0));
    }

    @Test
    void convertsMicrosToMillis() {
        Histogram h = new Histogram(3);
        for (int i = 1; i <= 1000; i++) {
            h.recordValue(i * 1000L); // 1..1000 ms
        }
        LatencySummary s = LatencySummary.of(h);
        assertThat(s.mean()).isCloseTo(500.5, within(1.0));
        assertThat(s.p50()).isCloseTo(500, within(1.0));
        assertThat(s.p90()).isCloseTo(900, within(1.0));
        assertThat(s.p99()).isCloseTo(990, within(1.0));
        assertThat(s.p999()).isCloseTo(999, within(1.0));
        assertThat(s.max()).isCloseTo(1000, within(1.0));
    }

    @Test
    void errorTotalAddsAllKinds() {
        assertThat(new ErrorCounts(1, 2, 3, 4).total()).isEqualTo(10);
    }
}
