package dev.rbench.runner.backend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.rbench.results.CpuUnderLoad;
import java.util.List;
import org.junit.jupiter.api.Test;

class CpuUnderLoadCalibrationTest {

    @Test
    void usersAreEnoughForHundredsOfRequestsARound() {
        assertThat(CpuUnderLoadCalibration.users(0.001)).isEqualTo(4);
        assertThat(CpuUnderLoadCalibration.users(0.050)).isEqualTo(15);
        assertThat(CpuUnderLoadCalibration.users(2.0)).isEqualTo(32);
    }

    @Test
    void theModelTakesTheLoadedPathCpuAndTheGeneratorsWhereItSharesTheCores() {
        BackendChecks.Calibration c = new BackendChecks.Calibration(0.010, 0.009, 300).withUnderLoad(measured(
                List.of(9.0, 4.1, 4.0, 4.2), List.of(1.0, 0.5, 0.5, 0.5), 1.6));
        assertThat(c.modelCpuSeconds(true).getAsDouble()).isCloseTo(0.0046, within(1e-12));
        assertThat(c.modelCpuSeconds(false).getAsDouble()).isCloseTo(0.0041, within(1e-12));
        CpuUnderLoad recorded = c.toRecord("GET", "/documents/1", true).cpuUnderLoad();
        assertThat(recorded.modelCpuMsPerRequest()).isEqualTo(4.6);
        assertThat(recorded.pathCpuMsPerRequest()).containsExactly(9.0, 4.1, 4.0, 4.2);
        assertThat(recorded.stable()).isTrue();
    }

    @Test
    void roundsThatNeverSettledStillGiveTheirMedianAndSaySo() {
        List<Double> swinging = List.of(2.0, 6.0, 3.0, 9.0, 4.0);
        BackendChecks.Calibration busy = new BackendChecks.Calibration(0.010, 0.009, 300).withUnderLoad(
                measured(swinging, List.of(0.0, 0.0, 0.0, 0.0, 0.0), 1.2));
        assertThat(busy.modelCpuSeconds(true).getAsDouble()).isCloseTo(0.004, within(1e-12));
        CpuUnderLoad recorded = busy.toRecord("GET", "/documents/1", true).cpuUnderLoad();
        assertThat(recorded.stable()).isFalse();
        assertThat(recorded.spreadPercent()).isEqualTo(150.0);
    }

    @Test
    void aRouteThatMostlyWaitsUnderLoadGetsNoCpuStation() {
        // 0.1 of a core busy with the load on: the reading is background work, the route waits
        BackendChecks.Calibration waiting = new BackendChecks.Calibration(0.5, 0.002, 6).withUnderLoad(
                measured(List.of(1.0, 1.0, 1.0), List.of(0.1, 0.1, 0.1), 0.1));
        assertThat(waiting.modelCpuSeconds(true)).isEmpty();
        assertThat(waiting.toRecord("GET", "/remote", true).cpuUnderLoad().modelCpuMsPerRequest()).isNull();
    }

    @Test
    void withoutTheLoadedRoundsOneUsersReadingCountsOnABusyRoute() {
        // 300 requests of 9 ms CPU in 3 s: 0.9 of a core busy
        assertThat(new BackendChecks.Calibration(0.010, 0.009, 300).modelCpuSeconds(true).getAsDouble()).isEqualTo(0.009);
        // 30 requests of 1 ms in 3 s: 1 % of a core
        assertThat(new BackendChecks.Calibration(0.1, 0.001, 30).modelCpuSeconds(true)).isEmpty();
    }

    private static CpuUnderLoadCalibration.Measured measured(List<Double> path, List<Double> generator, double busyCores) {
        return new CpuUnderLoadCalibration.Measured(8, path, generator, StableEstimate.of(path, 15),
                StableEstimate.of(generator, 15), busyCores);
    }
}
