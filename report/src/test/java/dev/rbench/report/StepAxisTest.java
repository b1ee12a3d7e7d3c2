package dev.rbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class StepAxisTest {

    @Test
    void scenariosWithRatesAreSteppedByOfferedRateAllOthersByUsers() {
        assertThat(Fixtures.view(Fixtures.openSteps()).axis()).isSameAs(StepAxis.RATE);
        assertThat(Fixtures.view(Fixtures.seedDelay()).axis()).isSameAs(StepAxis.USERS);
        // The older open-rate fixture lists no rates: its steps stay keyed by users, as before.
        assertThat(Fixtures.view(Fixtures.openRate()).axis()).isSameAs(StepAxis.USERS);
        assertThat(Fixtures.axisOf("{\"workload\":\"open\",\"rates\":[]}")).isSameAs(StepAxis.USERS);
        // The runner records every key: a burst scenario carries default rates it does not use.
        assertThat(Fixtures.axisOf("{\"workload\":\"burst\",\"rates\":[100]}")).isSameAs(StepAxis.USERS);
        assertThat(Fixtures.axisOf("{\"workload\":\"ramp-rate\",\"rates\":[100]}")).isSameAs(StepAxis.RATE);
        assertThat(StepAxis.RATE.label()).isEqualTo("offered req/s");
        assertThat(StepAxis.USERS.label()).isEqualTo("users");
    }

    @Test
    void keysValuesAndFormatting() {
        Results open = Fixtures.view(Fixtures.openSteps());
        assertThat(open.axis()).isSameAs(StepAxis.RATE);
        assertThat(open.stepValues()).containsExactly(100.0, 200.0, 400.0);
        assertThat(open.step("reactive", 400).orElseThrow().throughputRps()).isEqualTo(398.2);
        assertThat(open.step("reactive", 500)).isEmpty();   // users (the connection limit) is not the key
        assertThat(StepAxis.format(100.0)).isEqualTo("100");
        assertThat(StepAxis.format(12.5)).isEqualTo("12.5");
        assertThat(StepAxis.format(0.25)).isEqualTo("0.25");
        assertThat(StepAxis.list(List.of(1.0, 12.5))).isEqualTo("[1, 12.5]");
        assertThat(StepAxis.RATE.describe(12.5)).isEqualTo("12.5 offered req/s");
        assertThat(StepAxis.USERS.describe(Fixtures.v1Step("{\"users\":10,\"rate\":null}"))).isEqualTo("10 users");
        assertThat(StepAxis.RATE.id(Fixtures.v1Step("{\"rate\":12.5}"))).isEqualTo("12_5");
    }

    @Test
    void measuredStepsTheScenarioDoesNotListAreAppended() {
        Results results = Fixtures.view(Fixtures.json("""
                { "scenario": { "workload": "open", "rates": [200, 100] },
                  "runs": [ { "stack": "a", "steps": [ { "users": 50, "rate": 100 }, { "users": 50, "rate": 50.5 },
                                                       { "users": 50 } ] } ] }"""));
        assertThat(results.stepValues()).containsExactly(200.0, 100.0, 50.5);
    }

    @Test
    void routesRequestedAtSeveralUserCountsAreOneCategoryPerUsersAndRoute() {
        StepAxis axis = Fixtures.axisOf("{\"workload\":\"closed\",\"users\":[1,100],\"routes\":[\"/a\",\"/b\"]}");
        assertThat(axis.kind()).isEqualTo(StepAxis.Kind.ROUTE);
        assertThat(axis.routes()).containsExactly("/a @ 1 users", "/b @ 1 users", "/a @ 100 users", "/b @ 100 users");
        assertThat(axis.key(Fixtures.v1Step("{\"route\":\"/b\",\"users\":100}"))).isEqualTo(3.0);
        assertThat(axis.key(Fixtures.v1Step("{\"route\":\"/b\",\"users\":7}"))).isNull();
        assertThat(axis.text(2.0)).isEqualTo("/a @ 100 users");
        // One user count: the categories are the routes alone, whatever the step's users.
        StepAxis one = Fixtures.axisOf("{\"workload\":\"closed\",\"users\":[1],\"routes\":[\"/a\",\"/b\"]}");
        assertThat(one.routes()).containsExactly("/a", "/b");
        assertThat(one.key(Fixtures.v1Step("{\"route\":\"/b\",\"users\":1}"))).isEqualTo(1.0);
    }
}
