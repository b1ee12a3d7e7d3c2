package dev.rbench.runner.calibration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.loadgen.Arrivals;
import dev.rbench.loadgen.Burst;
import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.loadgen.OpenRate;
import dev.rbench.loadgen.ThrottledClosedLoop;
import dev.rbench.loadgen.Workload;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class StepPacingTest {

    private static final Workload CASSANDRA = new Burst(600, Duration.ofSeconds(60));
    private static final Workload ACCOUNTS = new ThrottledClosedLoop(100, 100, Duration.ofSeconds(60));

    @Test
    void aStepIsPacedWhereEachRequestIsDoneBeforeTheNextArrives() {
        assertThat(StepPacing.paced(CASSANDRA, 0.045)).as("10 a second of 45 ms").isTrue();
        assertThat(StepPacing.paced(ACCOUNTS, 0.007)).as("100 a second of 7 ms, evenly spaced").isTrue();
        assertThat(StepPacing.paced(ACCOUNTS, 0.012)).as("1.2 in flight").isFalse();
        assertThat(StepPacing.paced(new Burst(400, Duration.ofSeconds(1)), 0.5)).isFalse();
        assertThat(StepPacing.paced(new Burst(400, Duration.ZERO), 0.001)).as("all at once").isFalse();
        assertThat(StepPacing.paced(new ClosedLoop(1, Duration.ofSeconds(10)), 0.001)).as("back to back").isFalse();
        Workload poisson = new OpenRate(70, Duration.ofSeconds(10), 100, Arrivals.POISSON, 1);
        assertThat(StepPacing.paced(poisson, 0.01)).as("0.7 in flight, bunched").isFalse();
        assertThat(StepPacing.paced(new OpenRate(70, Duration.ofSeconds(10), 100, Arrivals.FIXED, 1), 0.01)).isTrue();
    }

    @Test
    void theSampleIsAFewSecondsOfTheSlowestPacedStepInItsOwnShape() {
        assertThat(StepPacing.sample(List.of(CASSANDRA), 0.045)).contains(new Burst(30, Duration.ofSeconds(3)));
        assertThat(StepPacing.sample(List.of(ACCOUNTS), 0.007))
                .contains(new ThrottledClosedLoop(100, 100, Duration.ofSeconds(2)));
        assertThat(StepPacing.sample(List.of(new OpenRate(1, Duration.ofSeconds(60), 10, Arrivals.FIXED, 7)), 0.1))
                .as("at most 10 s").contains(new OpenRate(1, Duration.ofSeconds(10), 10, Arrivals.FIXED, 7));
        assertThat(StepPacing.sample(List.of(new Burst(600, Duration.ofSeconds(6)), CASSANDRA), 0.045))
                .as("the slowest of two paced steps").contains(new Burst(30, Duration.ofSeconds(3)));
        assertThat(StepPacing.sample(List.of(new ClosedLoop(10, Duration.ofSeconds(5))), 0.045)).isEmpty();
    }

    @Test
    void aPacedStepTakesTheTAtItsPaceAndOthersTheBackToBackOne() {
        BackendChecks.Calibration c = new BackendChecks.Calibration(0.0054, 0.006, 300)
                .withPaced(new BackendChecks.Calibration.Paced(new ThrottledClosedLoop(100, 100, Duration.ofSeconds(2)),
                        0.0072, 200));
        assertThat(c.secondsFor(ACCOUNTS)).isEqualTo(0.0072);
        assertThat(c.secondsFor(new ClosedLoop(50, Duration.ofSeconds(10)))).isEqualTo(0.0054);
        assertThat(new BackendChecks.Calibration(0.0054, 0.006, 300).secondsFor(ACCOUNTS)).as("not measured").isEqualTo(0.0054);
        dev.rbench.results.PacedCall recorded = c.toRecord("GET", "/accounts", CpuStation.sharedCores(true)).pacedCall();
        assertThat(recorded.meanMs()).isEqualTo(7.2);
        assertThat(recorded.rateRps()).isEqualTo(100.0);
        assertThat(recorded.requests()).isEqualTo(200);
        assertThat(recorded.workload()).isEqualTo(new ThrottledClosedLoop(100, 100, Duration.ofSeconds(2)).describe());
    }
}
