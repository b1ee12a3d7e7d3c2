package dev.rbench.runner.phase;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioYaml;
import org.junit.jupiter.api.Test;

class RunPlanTest {

    @Test
    void stepsAreNamedByUsersOrByOfferedRate() {
        Scenario burst = ScenarioYaml.read("users: [10]\n", "s.yaml").build();
        assertThat(RunPlan.stepName(burst, burst.plan().getFirst())).isEqualTo("10 users");
        Scenario open = ScenarioYaml.read("workload: open\nrates: [100, 12.5]\n", "s.yaml").build();
        assertThat(RunPlan.stepName(open, open.plan().getFirst())).isEqualTo("100 req/s");
        assertThat(RunPlan.stepName(open, open.plan().get(1))).isEqualTo("12.5 req/s");
    }

    @Test
    void intervalLogNamesAreFileNames() {
        assertThat(LoadMeasurement.intervalLogName("reactive", "100 req/s")).isEqualTo("reactive-100-req-s.hlog");
        assertThat(LoadMeasurement.intervalLogName("blocking", "4000 users")).isEqualTo("blocking-4000-users.hlog");
        // A variant's ':' would end -Xlog's file name (':' separates its fields); '+' and '=' need shell quoting.
        assertThat(LoadMeasurement.intervalLogName("reactive:repository+batch=1000", "20 users get-one"))
                .isEqualTo("reactive-repository-batch-1000-20-users-get-one.hlog");
    }
}
