package dev.rbench.runner.calibration;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;

class UnloadedRoundsTest {

    private static UnloadedRounds.Measured measure(double... means) throws InterruptedException {
        Iterator<Double> next = java.util.Arrays.stream(means).boxed().iterator();
        List<java.time.Duration> asked = new ArrayList<>();
        UnloadedRounds.Measured m = UnloadedRounds.measure(length -> {
            asked.add(length);
            return new UnloadedRounds.Round(next.next(), 100);
        });
        assertThat(asked).allMatch(UnloadedRounds.ROUND::equals);
        return m;
    }

    @Test
    void aColdFirstRoundIsOutvotedByTheRoundsAfterIt() throws InterruptedException {
        // streams' first MongoDB route: 1.26 ms over a 3 s mean, 0.60 ms in its step right after
        UnloadedRounds.Measured m = measure(1.9, 0.61, 0.60, 0.62, 9, 9);
        assertThat(m.meanMs()).containsExactly(1.9, 0.61, 0.60, 0.62);
        assertThat(m.seconds()).isCloseTo(0.00061, org.assertj.core.api.Assertions.within(1e-12));
        assertThat(m.estimate().stable()).isTrue();
        assertThat(m.requests()).isEqualTo(400);
        assertThat(m.toRecord().stable()).isTrue();
    }

    @Test
    void threeAgreeingRoundsAreEnough() throws InterruptedException {
        UnloadedRounds.Measured m = measure(2.0, 2.1, 2.05, 9);
        assertThat(m.meanMs()).hasSize(3);
        assertThat(m.seconds()).isCloseTo(0.00205, org.assertj.core.api.Assertions.within(1e-12));
    }

    @Test
    void roundsThatNeverAgreeStopAtTheMostAndSaySo() throws InterruptedException {
        UnloadedRounds.Measured m = measure(1, 2, 1, 2, 1, 2, 1, 2);
        assertThat(m.meanMs()).hasSize(UnloadedRounds.MAX_ROUNDS);
        assertThat(m.estimate().stable()).isFalse();
        assertThat(m.seconds()).isCloseTo(0.002, org.assertj.core.api.Assertions.within(1e-12));
        assertThat(m.toRecord().stable()).isFalse();
        assertThat(m.toRecord().spreadPercent()).isEqualTo(50.0);
    }
}
