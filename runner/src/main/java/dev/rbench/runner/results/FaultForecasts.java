package dev.rbench.runner.results;

import dev.rbench.model.FaultDrain;
import dev.rbench.model.Load;
import dev.rbench.model.ModelInput;
import dev.rbench.model.StackKind;
import dev.rbench.results.FaultFigures;
import dev.rbench.results.ModelInputFigures;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.scenario.Fault;
import java.util.Locale;
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
        ModelInput normal = new ModelInput(load, in.threads() == null ? ModelInput.UNLIMITED : in.threads(),
                in.pool() == null ? ModelInput.UNLIMITED : in.pool(), in.callMs() / 1000, in.calls(), in.parallel(),
                in.cores() == null ? 0 : in.cores(), in.cpuMs() == null ? 0 : in.cpuMs() / 1000);
        StackKind kind = StackKind.valueOf(in.kind().toUpperCase(Locale.ROOT));
        return FaultDrain.forecast(kind, normal, database ? FaultDrain.Path.DATABASE : FaultDrain.Path.DOWNSTREAM,
                        fault.latency().toNanos() / 1e9, fault.duration().toNanos() / 1e9)
                .map(f -> new FaultFigures.Forecast(round(f.worstMs()), round(f.meanMsDuring()), round(f.backlog()),
                        Double.isInfinite(f.recoverySeconds()) ? null : round(f.recoverySeconds())));
    }

    private static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }

}
