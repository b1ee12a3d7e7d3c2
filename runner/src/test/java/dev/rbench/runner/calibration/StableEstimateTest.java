package dev.rbench.runner.calibration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class StableEstimateTest {

    @Test
    void aSlowFirstRoundDoesNotCountOnceTheLastThreeAgree() {
        // Recorded on seed-database: the first round still compiling, then three rounds within 5 %.
        StableEstimate e = StableEstimate.of(List.of(17.2, 6.31, 6.12, 6.40), 10);
        assertThat(e.stable()).isTrue();
        assertThat(e.value()).isEqualTo(6.31);
        assertThat(e.spreadPercent()).isCloseTo((6.40 - 6.12) / 6.31 * 100, within(1e-9));
    }

    @Test
    void roundsThatSwingAreNotStable() {
        // One user's readings of the same route between calibrations: 6-17 ms.
        StableEstimate e = StableEstimate.of(List.of(6.0, 17.0, 9.0), 10);
        assertThat(e.stable()).isFalse();
        assertThat(e.value()).isEqualTo(9.0);
        assertThat(e.spreadPercent()).isCloseTo(11.0 / 9.0 * 100, within(1e-9));
    }

    @Test
    void fewerThanThreeRoundsAreNeverStable() {
        assertThat(StableEstimate.of(List.of(5.0, 5.0), 10).stable()).isFalse();
        assertThat(StableEstimate.of(List.of(5.0), 10).spreadPercent()).isNaN();
        assertThat(StableEstimate.of(List.of(), 10).value()).isNaN();
    }

    @Test
    void theBoundIsInclusiveAndZeroIsStable() {
        assertThat(StableEstimate.of(List.of(10.0, 11.0, 10.5), 100.0 / 10.5).stable()).isTrue();
        assertThat(StableEstimate.of(List.of(0.0, 0.0, 0.0), 10).stable()).isTrue();
        assertThat(StableEstimate.of(List.of(0.0, 0.0, 0.1), 10).stable()).isFalse();
    }
}
