package dev.rbench.runner.scenario;

import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.loadgen.Workload;
import dev.rbench.runner.settings.Case;
import dev.rbench.runner.settings.Checks;
import dev.rbench.runner.settings.Problems;
import dev.rbench.runner.settings.Setting;
import java.time.Duration;
import java.util.List;

/** Each user sends requests back to back for the step's duration. */
@Case(value = "closed", doc = "each user sends requests back to back for the duration")
public record ClosedSteps(
        @Setting(value = "[1, 10, 100, 500, 1000, 2000, 4000]", doc = "a list of user counts, e.g. [10, 50, 100]", min = 1, max = 100_000,
                quickMax = "100", flag = "--users") List<Integer> users,
        @Setting(value = "10s", doc = "a duration for each step, e.g. 10s", quickMax = "3s", flag = "--duration") Duration duration)
        implements UserSteps {

    public ClosedSteps {
        users = List.copyOf(users);
    }

    @Override
    public Shape shape() {
        return Shape.closed(duration);
    }

    @Override
    public String describe() {
        return (users.size() == 1 ? "a closed loop of " : "closed loops of ") + Prose.users(users) + " for " + Prose.duration(duration);
    }

    @Override
    public Workload load(int users) {
        return new ClosedLoop(users, duration);
    }

    @Override
    public void validate(Problems p) {
        checkUsers(p, "[10, 50, 100]");
        Checks.positive(p, "duration", duration);
    }
}
