package dev.rbench.runner.scenario;

import dev.rbench.loadgen.Workload;
import dev.rbench.runner.settings.DefaultCase;
import dev.rbench.runner.settings.Validated;
import java.util.List;

/**
 * How each step's load behaves: the scenario's {@code workload:} block, one case per load
 * generator workload model, each holding only its own keys
 * ({@code workload: {open: {rates: [100, 200], duration: 10s, arrivals: poisson}}}). Each case
 * makes the generator's sealed {@link Workload} record for its steps, so nothing outside switches
 * over the cases to recompute them.
 */
@DefaultCase("burst")
public sealed interface WorkloadModel extends Validated
        permits UserSteps, RateSteps {

    /** One step's load and, for open models, the rate it offers (null for user-based steps). */
    record StepLoad(Workload workload, Double rate) {
    }

    /** Every step's load, in order. */
    List<StepLoad> loads();

    /**
     * The steps' load in words, from its values: {@code closed loops of 10 and 100 users for 3 s}. A scenario's
     * description says it as {@code {workload}}, so that it holds in the quick form and under flags too.
     */
    String describe();

    /** The {@code workload:} key of this case, e.g. {@code ramp-rate}. */
    default String id() {
        return dev.rbench.runner.settings.Cases.keyOf(this);
    }

    /** Steps are offered rates rather than user counts. */
    default boolean rateBased() {
        return false;
    }

    /** How many load values the steps sweep (user counts or rates). */
    default int values() {
        return loads().size();
    }
}
