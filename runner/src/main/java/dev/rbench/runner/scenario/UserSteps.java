package dev.rbench.runner.scenario;

import dev.rbench.loadgen.Workload;
import dev.rbench.runner.settings.Problems;
import java.util.List;

/** The workloads whose steps are user counts: one generator workload per count. */
public sealed interface UserSteps extends WorkloadModel permits BurstSteps, ClosedSteps, ThrottledSteps {

    List<Integer> users();

    /** The generator's workload of one step of {@code users} users. */
    Workload load(int users);

    @Override
    default List<StepLoad> loads() {
        return users().stream().map(u -> new StepLoad(load(u), null)).toList();
    }

    /** At least one step; {@code example} is a list that suits the workload, shown in the message. */
    default void checkUsers(Problems p, String example) {
        p.check(!users().isEmpty(), "users", "give at least one step, e.g. " + example);
    }
}
