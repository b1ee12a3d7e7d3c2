package dev.rbench.runner.scenario;

import dev.rbench.loadgen.ThrottledClosedLoop;
import dev.rbench.loadgen.Workload;
import dev.rbench.runner.settings.Case;
import dev.rbench.runner.settings.Checks;
import dev.rbench.runner.settings.Problems;
import dev.rbench.runner.settings.Setting;
import java.time.Duration;
import java.util.List;

/** A closed loop capped at {@code rateCap} requests a second overall (Gatling's throttle). */
@Case(value = "throttled", doc = "a closed loop capped at rateCap requests a second overall")
public record ThrottledSteps(
        @Setting(value = "[1, 10, 100, 500, 1000, 2000, 4000]", doc = "a list of user counts, e.g. [100]", min = 1, max = 100_000, quickMax = "100", flag = "--users")
        List<Integer> users,
        @Setting(value = "100", doc = "the cap in requests a second, e.g. 100", min = 0, max = 1_000_000) double rateCap,
        @Setting(value = "10s", doc = "a duration for each step, e.g. 60s", quickMax = "3s", flag = "--duration") Duration duration)
        implements UserSteps {

    public ThrottledSteps {
        users = List.copyOf(users);
    }

    @Override
    public Shape shape() {
        return Shape.throttled(rateCap, duration);
    }

    @Override
    public String describe() {
        return (users.size() == 1 ? "a closed loop of " : "closed loops of ") + Prose.users(users) + " throttled to "
                + Prose.number(rateCap) + " requests a second overall for " + Prose.duration(duration);
    }

    @Override
    public Workload load(int users) {
        return new ThrottledClosedLoop(users, rateCap, duration);
    }

    @Override
    public void validate(Problems p) {
        checkUsers(p, "[100]");
        p.check(rateCap > 0, "rateCap", "a throttled workload needs a positive cap, e.g. 100");
        Checks.positive(p, "duration", duration);
    }
}
