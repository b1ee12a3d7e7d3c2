package dev.rbench.runner.results;

import dev.rbench.results.ScenarioInfo;
import dev.rbench.results.StepSetup;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.WorkloadModel;
import dev.rbench.runner.settings.Values;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The scenario as results.json records it: what reports key on typed, every setting for display. */
public final class ScenarioRecords {

    private ScenarioRecords() {
    }

    public static ScenarioInfo of(Scenario s) {
        // x and routes are settings of a database route (MongoDB or PostgreSQL); elsewhere they plan nothing.
        boolean databaseRoutes = s.backend().isDatabase() && s.backend().whyNoRoutes().isEmpty();
        List<WorkloadModel.StepLoad> loads = s.workload().loads();
        List<Integer> users = s.workload().rateBased() ? List.of() : loads.stream().map(l -> l.workload().users()).toList();
        List<Double> rates = s.workload().rateBased() ? loads.stream().map(WorkloadModel.StepLoad::rate).toList() : List.of();
        return new ScenarioInfo(s.name(), s.description(), s.quick(), s.stacks(), s.workload().id(), users, rates,
                databaseRoutes ? s.backend().calls() : List.of(), databaseRoutes ? s.routes() : List.of(),
                applicable(s, databaseRoutes), setup(s));
    }

    /** What every step is made of, typed: the delay only where the route waits it, the workload's keys only its own. */
    static StepSetup setup(Scenario s) {
        WorkloadModel.Shape shape = s.workload().shape();
        return new StepSetup(s.path(), s.delayApplies() ? millis(s.delay()) : null, s.serverThreads(), s.eventLoops(),
                s.acceptBacklog(), s.backend().modelPool().stream().boxed().findFirst().orElse(null), millis(shape.ramp()),
                millis(shape.duration()), shape.rateCap(), shape.rateFrom(),
                shape.arrivals() == null ? null : Values.enumId(shape.arrivals()), shape.maxConnections());
    }

    private static Double millis(Duration d) {
        return d == null ? null : d.toNanos() / 1e6;
    }

    /**
     * The settings to show: every resolved key, less those that cannot act on this run — routes off a
     * database route, the delay when the path has no {@code {delayMs}} — so the report's scenario table
     * lists only what applies to its workload and backend (the workload and backend blocks already hold
     * only their chosen case's keys).
     */
    static Map<String, Object> applicable(Scenario s, boolean databaseRoutes) {
        Map<String, Object> settings = new LinkedHashMap<>(s.toMap());
        if (!databaseRoutes) {
            settings.remove("routes");
        }
        if (!s.delayApplies()) {
            settings.remove("delayMs");
        }
        return settings;
    }
}
