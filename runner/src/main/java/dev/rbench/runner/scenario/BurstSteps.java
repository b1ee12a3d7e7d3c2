package dev.rbench.runner.scenario;

import dev.rbench.loadgen.Burst;
import dev.rbench.loadgen.Workload;
import dev.rbench.runner.settings.Case;
import dev.rbench.runner.settings.Problems;
import dev.rbench.runner.settings.Setting;
import java.time.Duration;
import java.util.List;

/** Each user sends one request; their starts spread evenly over the ramp (the study's JMeter thread groups). */
@Case(value = "burst", doc = "each user sends one request; starts spread evenly over the ramp")
public record BurstSteps(
        @Setting(value = "[1, 10, 100, 500, 1000, 2000, 4000]", doc = "a list of user counts, e.g. [1, 10, 100]",
                min = 1, max = 100_000, quickMax = "100", flag = "--users") List<Integer> users,
        @Setting(value = "1s", doc = "a duration over which a step's users start, e.g. 1s", quickMax = "100ms", flag = "--ramp") Duration ramp)
        implements UserSteps {

    public BurstSteps {
        users = List.copyOf(users);
    }

    @Override
    public Shape shape() {
        return Shape.burst(ramp);
    }

    @Override
    public String describe() {
        return (users.size() == 1 ? "a burst of " : "bursts of ") + Prose.users(users)
                + (ramp.isZero() ? " started at once" : " over a " + Prose.duration(ramp) + " ramp");
    }

    @Override
    public Workload load(int users) {
        return new Burst(users, ramp);
    }

    @Override
    public void validate(Problems p) {
        checkUsers(p, "[1, 10, 100]");
        p.check(!ramp.isNegative(), "ramp", "must not be negative");
    }
}
