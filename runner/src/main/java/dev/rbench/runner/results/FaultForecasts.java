package dev.rbench.runner.results;

import dev.rbench.model.FaultDrain;
import dev.rbench.model.Load;
import dev.rbench.results.FaultFigures;
import dev.rbench.results.Figures;
import dev.rbench.results.ModelInputFigures;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.fault.Fault;
import java.util.Optional;

/**
 * The model's forecast of a latency fault ({@link FaultDrain}) for a measured step, from the inputs its prediction
 * was made with: the same stack, T, N, t and x, each call slower by what the fault adds — on both legs of a database
 * call (the proxy delays each way), on the way to the downstream service.
 */
public final class FaultForecasts {

    private FaultForecasts() {
    }

    /** Empty for a fault that is not a pure slow-down, a step without a model, or a load with no steady state. */
    public static Optional<FaultFigures.Forecast> of(Fault fault, boolean database, StepRecord step, Load load) {
        boolean slowDown = !fault.down() && !fault.reset() && fault.errorRate() == 0 && fault.latency().toNanos() > 0;
        ModelInputFigures in = step.model() == null ? null : step.model().inputs();
        if (!slowDown || in == null) {
            return Optional.empty();
        }
        return FaultDrain.forecast(ModelRecords.kind(in), ModelRecords.input(in, load),
                        database ? FaultDrain.Path.DATABASE : FaultDrain.Path.DOWNSTREAM, fault.latency().toNanos() / 1e9,
                        fault.duration().toNanos() / 1e9)
                .map(f -> new FaultFigures.Forecast(Figures.round(f.worstMs()), Figures.round(f.meanMsDuring()),
                        Figures.round(f.backlog()), Figures.finite(f.recoverySeconds())));
    }

}
