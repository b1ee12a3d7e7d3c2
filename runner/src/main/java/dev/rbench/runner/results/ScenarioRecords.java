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
                applicable(s, databaseRoutes), setup(s), s.slo().objective().orElse(null), s.model());
    }

    /**
     * What every step is made of, typed: the delay only where the route waits it, our services' settings only where
     * the stacks are ours, the workload's keys only its own.
     */
    static StepSetup setup(Scenario s) {
        WorkloadModel.Shape shape = s.workload().shape();
        boolean ours = s.builtInStacks();
        return new StepSetup(s.path(), s.delayApplies() ? millis(s.delay()) : null, ours ? s.serverThreads() : null,
                ours ? s.eventLoops() : null, ours ? s.acceptBacklog() : null,
                s.backend().modelPool().stream().boxed().findFirst().orElse(null), millis(shape.ramp()),
                millis(shape.duration()), shape.rateCap(), shape.rateFrom(),
                shape.arrivals() == null ? null : Values.enumId(shape.arrivals()), shape.maxConnections());
    }

    private static Double millis(Duration d) {
        return d == null ? null : d.toNanos() / 1e6;
    }

    /**
     * The settings to show: the keys that applied to the run (each key declares when it does), less the routes off a
     * database route, where they plan nothing.
     */
    static Map<String, Object> applicable(Scenario s, boolean databaseRoutes) {
        Map<String, Object> settings = new LinkedHashMap<>(s.toMap());
        if (!databaseRoutes) {
            settings.remove("routes");
        }
        return settings;
    }
}
