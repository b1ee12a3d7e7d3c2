package dev.rbench.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The most requests a second each model can ask for where every request waits at least a given time. */
class HighestRateTest {

    static final Duration TEN_S = Duration.ofSeconds(10);

    @Test
    void closedModelsAskForTheirUsersOverTheWaitAndAThrottledOneNoMoreThanItsCap() {
        assertThat(new ClosedLoop(100, TEN_S).highestRate(2)).isEqualTo(50);
        assertThat(new Burst(1000, Duration.ofSeconds(1)).highestRate(0.5)).isEqualTo(2000);
        assertThat(new ThrottledClosedLoop(100, 20, TEN_S).highestRate(2)).isEqualTo(20);
        assertThat(new ThrottledClosedLoop(100, 500, TEN_S).highestRate(2)).isEqualTo(50);
    }

    @Test
    void openModelsAskForTheirRateWhateverTheWait() {
        assertThat(new OpenRate(600, TEN_S, 1000).highestRate(2)).isEqualTo(600);
        assertThat(new RampRate(100, 400, TEN_S, 1000, Arrivals.FIXED, 1).highestRate(0.1)).isEqualTo(400);
        assertThat(new RampRate(400, 100, TEN_S, 1000, Arrivals.FIXED, 1).highestRate(0.1)).isEqualTo(400);
    }
}
