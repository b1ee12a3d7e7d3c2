package dev.rbench.runner.phase.measure;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.loadgen.Arrivals;
import dev.rbench.loadgen.Burst;
import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.loadgen.OpenRate;
import dev.rbench.loadgen.RampRate;
import dev.rbench.loadgen.ThrottledClosedLoop;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** A settling slice is the step's own load for 2 s: the same users, cap or offered rate. */
class StepSettlingTest {

    private static final Duration SLICE = CompilersSettling.SLICE;

    @Test
    void aSliceIsTheStepsLoadForTwoSeconds() {
        assertThat(StepSettling.slice(new ClosedLoop(500, Duration.ofSeconds(20)))).isEqualTo(new ClosedLoop(500, SLICE));
        assertThat(StepSettling.slice(new Burst(2000, Duration.ofSeconds(1)))).as("a burst's users, as a closed loop")
                .isEqualTo(new ClosedLoop(2000, SLICE));
        assertThat(StepSettling.slice(new ThrottledClosedLoop(100, 50, Duration.ofSeconds(60))))
                .isEqualTo(new ThrottledClosedLoop(100, 50, SLICE));
        assertThat(StepSettling.slice(new OpenRate(400, Duration.ofSeconds(10), 1000, Arrivals.POISSON, 7)))
                .isEqualTo(new OpenRate(400, SLICE, 1000, Arrivals.POISSON, 7));
        assertThat(StepSettling.slice(new RampRate(0, 800, Duration.ofSeconds(10), 1000, Arrivals.FIXED, 1)))
                .as("a ramp's end rate, where the step spends its busiest seconds").isEqualTo(new OpenRate(800, SLICE, 1000, Arrivals.FIXED, 1));
    }
}
