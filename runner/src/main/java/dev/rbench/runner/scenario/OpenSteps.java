package dev.rbench.runner.scenario;

import dev.rbench.loadgen.Arrivals;
import dev.rbench.loadgen.OpenRate;
import dev.rbench.loadgen.Workload;
import dev.rbench.runner.settings.Case;
import dev.rbench.runner.settings.Setting;
import java.time.Duration;
import java.util.List;

/** An open model: each step offers one of {@code rates} requests a second for the duration, whatever the answers. */
@Case(value = "open", doc = "each step offers one of the rates, requests a second, for the duration")
public record OpenSteps(
        @Setting(value = "[100, 200, 400]", doc = "a list of offered rates in requests a second, e.g. [100, 200, 400]",
                min = 0, max = 1_000_000, quickLimit = 3, flag = "--rates") List<Double> rates,
        @Setting(value = "10s", doc = "a duration for each step, e.g. 10s", quickMax = "3s", flag = "--duration") Duration duration,
        @Setting(value = "fixed", doc = "fixed or poisson") Arrivals arrivals,
        @Setting(value = "1", doc = "a whole number seeding the Poisson schedule") long seed,
        @Setting(value = "1000", doc = "the most connections a step may open, e.g. 1000", min = 1, max = 100_000)
        int maxConnections)
        implements RateSteps {

    public OpenSteps {
        rates = List.copyOf(rates);
    }

    @Override
    public Shape shape() {
        return Shape.open(duration, arrivals, maxConnections);
    }

    @Override
    public String describe() {
        return Prose.numbers(rates) + " requests a second for " + Prose.duration(duration) + (rates.size() > 1 ? " each" : "")
                + (arrivals == Arrivals.POISSON ? ", Poisson arrivals" : "");
    }

    @Override
    public Workload load(double rate) {
        return new OpenRate(rate, duration, maxConnections, arrivals, seed);
    }
}
