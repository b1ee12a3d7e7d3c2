package dev.rbench.runner.scenario;

import dev.rbench.loadgen.Arrivals;
import dev.rbench.loadgen.Workload;
import dev.rbench.runner.settings.DefaultCase;
import dev.rbench.runner.settings.Validated;
import java.time.Duration;
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

    /**
     * The case's own keys beside its steps, as results.json types them: each null where the case has no such key.
     *
     * @param rateCap  a throttled loop's cap, requests a second overall
     * @param rateFrom the rate a ramp-rate step starts from
     */
    record Shape(Duration ramp, Duration duration, Double rateCap, Double rateFrom, Arrivals arrivals, Integer maxConnections) {

        static Shape burst(Duration ramp) {
            return new Shape(ramp, null, null, null, null, null);
        }

        static Shape closed(Duration duration) {
            return new Shape(null, duration, null, null, null, null);
        }

        static Shape throttled(double rateCap, Duration duration) {
            return new Shape(null, duration, rateCap, null, null, null);
        }

        static Shape open(Duration duration, Arrivals arrivals, int maxConnections) {
            return new Shape(null, duration, null, null, arrivals, maxConnections);
        }

        static Shape rampRate(double rateFrom, Duration duration, Arrivals arrivals, int maxConnections) {
            return new Shape(null, duration, null, rateFrom, arrivals, maxConnections);
        }
    }

    /** Every step's load, in order. */
    List<StepLoad> loads();

    /** Its own keys beside the steps. */
    Shape shape();

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
