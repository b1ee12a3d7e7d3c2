package dev.rbench.runner.scenario;

import dev.rbench.loadgen.Arrivals;
import dev.rbench.loadgen.RampRate;
import dev.rbench.loadgen.Workload;
import dev.rbench.runner.settings.Case;
import dev.rbench.runner.settings.Setting;
import java.time.Duration;
import java.util.List;

/** An open model whose rate rises from {@code rateFrom} to the step's rate over the duration. */
@Case(value = "ramp-rate", doc = "an open model rising from rateFrom to each step's rate over the duration")
public record RampRateSteps(
        @Setting(value = "[100, 200, 400]", doc = "a list of rates, requests a second, each step rises to, e.g. [400]",
                min = 0, max = 1_000_000, quickLimit = 3, flag = "--rates") List<Double> rates,
        @Setting(value = "0", doc = "the rate a step starts from, e.g. 0", min = 0, max = 1_000_000) double rateFrom,
        @Setting(value = "10s", doc = "a duration for each step, e.g. 10s", quickMax = "3s", flag = "--duration") Duration duration,
        @Setting(value = "fixed", doc = "fixed or poisson") Arrivals arrivals,
        @Setting(value = "1", doc = "a whole number seeding the Poisson schedule") long seed,
        @Setting(value = "1000", doc = "the most connections a step may open, e.g. 1000", min = 1, max = 100_000)
        int maxConnections)
        implements RateSteps {

    public RampRateSteps {
        rates = List.copyOf(rates);
    }

    @Override
    public Shape shape() {
        return Shape.rampRate(rateFrom, duration, arrivals, maxConnections);
    }

    @Override
    public String describe() {
        return "a rate rising from " + Prose.number(rateFrom) + " to " + Prose.numbers(rates) + " requests a second over "
                + Prose.duration(duration) + (rates.size() > 1 ? " each" : "") + (arrivals == Arrivals.POISSON ? ", Poisson arrivals" : "");
    }

    @Override
    public Workload load(double rate) {
        return new RampRate(rateFrom, rate, duration, maxConnections, arrivals, seed);
    }
}
