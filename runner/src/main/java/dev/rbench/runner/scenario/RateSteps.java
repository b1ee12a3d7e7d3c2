package dev.rbench.runner.scenario;

import dev.rbench.loadgen.Workload;
import dev.rbench.runner.settings.Checks;
import dev.rbench.runner.settings.Problems;
import java.time.Duration;
import java.util.List;

/** The open workloads: each step offers one of the rates for the duration, whatever the answers. */
public sealed interface RateSteps extends WorkloadModel permits OpenSteps, RampRateSteps {

    List<Double> rates();

    Duration duration();

    /** The generator's workload of the step that offers {@code rate} requests a second. */
    Workload load(double rate);

    @Override
    default List<StepLoad> loads() {
        return rates().stream().map(r -> new StepLoad(load(r), r)).toList();
    }

    @Override
    default boolean rateBased() {
        return true;
    }

    @Override
    default void validate(Problems p) {
        Checks.rates(p, rates());
        Checks.positive(p, "duration", duration());
    }
}
