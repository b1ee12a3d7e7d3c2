package dev.rbench.runner.results;

import dev.rbench.results.ScenarioInfo;
import dev.rbench.runner.backend.CassandraBackend;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.WorkloadModel;
import java.util.List;

/** The scenario as results.json records it: what reports key on typed, every setting for display. */
public final class ScenarioRecords {

    private ScenarioRecords() {
    }

    public static ScenarioInfo of(Scenario s) {
        // x and routes are settings of a database route (MongoDB or PostgreSQL); elsewhere they plan nothing.
        boolean databaseRoutes = s.backend().isDatabase() && !(s.backend() instanceof CassandraBackend);
        List<WorkloadModel.StepLoad> loads = s.workload().loads();
        List<Integer> users = s.workload().rateBased() ? List.of() : loads.stream().map(l -> l.workload().users()).toList();
        List<Double> rates = s.workload().rateBased() ? loads.stream().map(WorkloadModel.StepLoad::rate).toList() : List.of();
        return new ScenarioInfo(s.name(), s.description(), s.quick(), s.stacks(), s.workload().id(), users, rates,
                databaseRoutes ? s.backend().calls() : List.of(), databaseRoutes ? s.routes() : List.of(), s.toMap());
    }
}
