package dev.rbench.runner.results;

import dev.rbench.results.ScenarioInfo;
import dev.rbench.runner.scenario.DataSettings;
import dev.rbench.runner.scenario.Scenario;
import java.util.List;

/** The scenario as results.json records it: what reports key on typed, every setting for display. */
public final class ScenarioRecords {

    private ScenarioRecords() {
    }

    public static ScenarioInfo of(Scenario s) {
        DataSettings data = s.data();
        // x and routes are settings of a database route (MongoDB or PostgreSQL); elsewhere they plan nothing.
        boolean databaseRoutes = data.usesBackend() && !data.usesDownstream() && !data.usesCassandra();
        return new ScenarioInfo(s.name(), s.description(), s.quick(), s.stacks(), s.workload().id(), s.users(), s.rates(),
                databaseRoutes ? data.calls() : List.of(), databaseRoutes ? data.routes() : List.of(), s.toMap());
    }
}
