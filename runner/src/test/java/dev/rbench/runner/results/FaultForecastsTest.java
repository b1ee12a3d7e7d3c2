package dev.rbench.runner.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.rbench.model.Load;
import dev.rbench.results.FaultFigures;
import dev.rbench.results.ModelFigures;
import dev.rbench.results.ModelInputFigures;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.fault.Fault;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The forecast from a step's recorded model inputs: a database call pays the extra each way, a downstream call once. */
class FaultForecastsTest {

    private static final Fault SLOW_2S = new Fault(Duration.ofSeconds(10), Duration.ofSeconds(5), Duration.ofSeconds(2), false, false, 0);

    private static StepRecord step(ModelInputFigures in) {
        return StepRecord.notRun(200, "closed", "x", ModelFigures.of(1, 1, 1).withInputs(in));
    }

    @Test
    void aDatabaseCallPaysTheExtraEachWayADownstreamCallOnce() {
        StepRecord one = step(new ModelInputFigures("virtual", null, null, 10, 1, false, null, null));
        FaultFigures.Forecast database = FaultForecasts.of(SLOW_2S, true, one, new Load.Closed(1, 30)).orElseThrow();
        assertThat(database.worstMs()).isCloseTo(4010, within(1.0));
        FaultFigures.Forecast downstream = FaultForecasts.of(SLOW_2S, false, one, new Load.Closed(1, 30)).orElseThrow();
        assertThat(downstream.worstMs()).isCloseTo(2010, within(1.0));
    }

    @Test
    void onlyASlowDownOnAModelledStepWithASteadyLoadHasAForecast() {
        StepRecord modelled = step(new ModelInputFigures("virtual", null, 100, 10, 1, false, null, null));
        Fault down = new Fault(Duration.ofSeconds(10), Duration.ofSeconds(5), Duration.ZERO, true, false, 0);
        assertThat(FaultForecasts.of(down, true, modelled, new Load.Closed(200, 30))).isEmpty();
        assertThat(FaultForecasts.of(SLOW_2S, true, StepRecord.notRun(200, "closed", "x", null), new Load.Closed(200, 30))).isEmpty();
        assertThat(FaultForecasts.of(SLOW_2S, true, modelled, new Load.Burst(200, 1))).isEmpty();
        // An open load above the servers' normal rate never drains: no recovery, said as null.
        StepRecord open = step(new ModelInputFigures("reactive", null, 10, 100, 1, false, null, null));
        assertThat(FaultForecasts.of(SLOW_2S, true, open, new Load.Open(150, 30)).orElseThrow().recoverySeconds()).isNull();
    }
}
