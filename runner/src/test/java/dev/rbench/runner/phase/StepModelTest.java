package dev.rbench.runner.phase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.results.ModelFigures;
import dev.rbench.runner.backend.BackendChecks;
import dev.rbench.runner.backend.CpuUnderLoadCalibration;
import dev.rbench.runner.backend.StableEstimate;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioYaml;
import dev.rbench.runner.scenario.StepPlan;
import dev.rbench.runner.stack.Stacks;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class StepModelTest {

    private static final Scenario MONGO = ScenarioYaml.read("database: mongo\nworkload: closed\nusers: [50]\nduration: 10s\n",
            "step-model.yaml").build();

    /** t = 10 ms unloaded; under load the path costs 4 ms a call and the generator 1 ms a request, 1.6 cores busy. */
    private static BackendChecks.Calibration busyRoute() {
        List<Double> path = List.of(4.0, 4.0, 4.0);
        List<Double> generator = List.of(1.0, 1.0, 1.0);
        return new BackendChecks.Calibration(0.010, 0.006, 300).withUnderLoad(new CpuUnderLoadCalibration.Measured(8, path,
                generator, StableEstimate.of(path, 15), StableEstimate.of(generator, 15), 1.6));
    }

    @Test
    void theCpuStationTakesThePathPerCallAndTheGeneratorPerRequest() {
        StepModel model = new StepModel(MONGO, Stacks.get("blocking"));
        ModelFigures one = model.predict(new StepPlan(new ClosedLoop(50, Duration.ofSeconds(10)), null, 1), busyRoute());
        // s = 4 + 1 ms; the wait is t less s, since the generator's 1 ms lies inside the t it measured too
        assertThat(one.inputs().callMs()).isCloseTo(5.0, within(1e-9));
        assertThat(one.inputs().cpuMs()).isCloseTo(5.0, within(1e-9));
        ModelFigures alone = model.predict(new StepPlan(new ClosedLoop(1, Duration.ofSeconds(10)), null, 1), busyRoute());
        assertThat(alone.meanLatencyMs()).as("one user alone takes the t it was calibrated at").isCloseTo(10.0, within(0.01));
        ModelFigures three = model.predict(new StepPlan(new ClosedLoop(50, Duration.ofSeconds(10)), null, 3), busyRoute());
        // three calls: the path's CPU three times, the generator's once
        assertThat(three.inputs().cpuMs()).isCloseTo(13.0, within(1e-9));
        assertThat(three.inputs().calls()).isEqualTo(3);
    }

    @Test
    void aRouteThatMostlyWaitsIsModelledByTAlone() {
        List<Double> path = List.of(1.0, 1.0, 1.0);
        BackendChecks.Calibration waiting = new BackendChecks.Calibration(0.5, 0.001, 6).withUnderLoad(
                new CpuUnderLoadCalibration.Measured(32, path, path, StableEstimate.of(path, 15), StableEstimate.of(path, 15), 0.06));
        ModelFigures f = new StepModel(MONGO, Stacks.get("reactive"))
                .predict(new StepPlan(new ClosedLoop(50, Duration.ofSeconds(10)), null, 1), waiting);
        assertThat(f.inputs().callMs()).isEqualTo(500.0);
        assertThat(f.inputs().cpuMs()).isNull();
        assertThat(f.cpuCeilingRps()).isNull();
    }

    /** streams' reactive 10 kB × 100 step, as calibrated on 2026-11-26: 4.6 ms alone, 6.4 ms of path CPU under load. */
    @Test
    void aPathWhoseProcessesWorkAtOnceGivesOneUserItsUnloadedTime() {
        List<Double> path = List.of(6.4, 6.4, 6.4);
        List<Double> none = List.of(0.0, 0.0, 0.0);
        BackendChecks.Calibration overlapped = new BackendChecks.Calibration(0.0046, 0.0064, 200).withUnderLoad(
                new CpuUnderLoadCalibration.Measured(4, path, none, StableEstimate.of(path, 15), StableEstimate.of(none, 15), 1.8));
        ModelFigures one = new StepModel(MONGO, Stacks.get("reactive"))
                .predict(new StepPlan(new ClosedLoop(1, Duration.ofSeconds(5)), null, 1), overlapped);
        assertThat(one.inputs().callMs()).isZero();
        assertThat(one.inputs().cpuParallelism()).isCloseTo(6.4 / 4.6, within(0.01));
        assertThat(one.meanLatencyMs()).isCloseTo(4.6, within(0.01));
        assertThat(one.cpuCeilingRps()).isCloseTo(2 / 0.0064, within(1.0));
        // back from results.json, as rbench advise reads it: the same p
        assertThat(dev.rbench.runner.results.ModelRecords.input(one.inputs(), new dev.rbench.model.Load.Closed(1, 5))
                .cpuParallelism()).isCloseTo(6.4 / 4.6, within(0.01));
        assertThat(StepModel.parallelism(0.010, 0.004)).isEqualTo(1);
    }

    /** s measured at 4 users and again at the steps' 200: the 200-user step's CPU ceiling is c over the second. */
    @Test
    void aStepManyMoreUsersThanTheCalibrationsTakesTheSAtItsConcurrency() {
        List<Double> modest = List.of(0.6, 0.6, 0.6);
        List<Double> many = List.of(0.2, 0.2, 0.2);
        List<Double> none = List.of(0.0, 0.0, 0.0);
        CpuUnderLoadCalibration.Measured atSteps = new CpuUnderLoadCalibration.Measured(200, many, none,
                StableEstimate.of(many, 15), StableEstimate.of(none, 15), 1.9);
        BackendChecks.Calibration c = new BackendChecks.Calibration(0.0004, 0.0005, 2000).withUnderLoad(
                new CpuUnderLoadCalibration.Measured(4, modest, none, StableEstimate.of(modest, 15), StableEstimate.of(none, 15),
                        1.8, atSteps));
        StepModel model = new StepModel(MONGO, Stacks.get("reactive"));
        ModelFigures at200 = model.predict(new StepPlan(new ClosedLoop(200, Duration.ofSeconds(10)), null, 1), c);
        assertThat(at200.inputs().cpuMs()).isCloseTo(0.2, within(1e-9));
        assertThat(at200.cpuCeilingRps()).isCloseTo(2 / 0.0002, within(1.0));
        ModelFigures at4 = model.predict(new StepPlan(new ClosedLoop(4, Duration.ofSeconds(10)), null, 1), c);
        assertThat(at4.inputs().cpuMs()).isCloseTo(0.6, within(1e-9));
    }
}
