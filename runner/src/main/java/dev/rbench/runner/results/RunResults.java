package dev.rbench.runner.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The whole of results.json: the single source of truth every report is drawn from. {@code database}
 * says which database server ran and how it was reached, {@code downstream} which downstream service
 * the route called (each null when the scenario has none).
 */
public record RunResults(
        int schemaVersion,
        Map<String, Object> scenario,
        EnvironmentInfo environment,
        Map<String, Object> database,
        Map<String, Object> downstream,
        List<StackRun> runs,
        boolean complete) {

    public static final int SCHEMA_VERSION = 1;

    public RunResults {
        runs = List.copyOf(runs);
    }

    /** Replaces the run of the same stack, or appends it. */
    public RunResults with(StackRun run) {
        List<StackRun> next = new ArrayList<>(runs);
        next.removeIf(r -> r.stack().equals(run.stack()));
        next.add(run);
        return new RunResults(schemaVersion, scenario, environment, database, downstream, next, complete);
    }

    public RunResults completed() {
        return new RunResults(schemaVersion, scenario, environment, database, downstream, runs, true);
    }
}
