package dev.rbench.results;

import java.util.ArrayList;
import java.util.List;

/**
 * The whole of results.json: the single source of truth every report is drawn from. {@code database}
 * says which database server ran and how it was reached, {@code downstream} which downstream service
 * the route called (each null when the scenario has none); {@code capacity}, each stack's capacity at the scenario's
 * service-level objective (null without one, and in older files).
 */
public record RunResults(
        int schemaVersion,
        ScenarioInfo scenario,
        EnvironmentInfo environment,
        BackendInfo database,
        BackendInfo downstream,
        List<StackRun> runs,
        boolean complete,
        Verdict verdict,
        Sizing sizing,
        ModelAccuracy modelAccuracy,
        SloCapacity capacity) {

    /** The one version this module writes; {@link ResultsFile} also reads {@link #V1}. */
    public static final int SCHEMA_VERSION = 2;
    /** The first version, written before this module existed; converted to these records on read. */
    public static final int V1 = 1;

    public RunResults {
        runs = runs == null ? List.of() : List.copyOf(runs);
    }

    /** A run before the runner judged it (every file before verdicts, and every run in progress). */
    public RunResults(int schemaVersion, ScenarioInfo scenario, EnvironmentInfo environment, BackendInfo database,
                      BackendInfo downstream, List<StackRun> runs, boolean complete) {
        this(schemaVersion, scenario, environment, database, downstream, runs, complete, null, null, null, null);
    }

    /** A judged run without a capacity at an objective: as every file written before one could be set reads. */
    public RunResults(int schemaVersion, ScenarioInfo scenario, EnvironmentInfo environment, BackendInfo database,
                      BackendInfo downstream, List<StackRun> runs, boolean complete, Verdict verdict, Sizing sizing,
                      ModelAccuracy modelAccuracy) {
        this(schemaVersion, scenario, environment, database, downstream, runs, complete, verdict, sizing, modelAccuracy, null);
    }

    /** A run of the current version that has measured nothing yet. */
    public static RunResults start(ScenarioInfo scenario, EnvironmentInfo environment, BackendInfo database,
                                   BackendInfo downstream) {
        return new RunResults(SCHEMA_VERSION, scenario, environment, database, downstream, List.of(), false);
    }

    /** Replaces the run of the same stack, or appends it. */
    public RunResults with(StackRun run) {
        List<StackRun> next = new ArrayList<>(runs);
        next.removeIf(r -> r.stack().equals(run.stack()));
        next.add(run);
        return new RunResults(schemaVersion, scenario, environment, database, downstream, next, complete, verdict, sizing, modelAccuracy, capacity);
    }

    public RunResults completed() {
        return new RunResults(schemaVersion, scenario, environment, database, downstream, runs, true, verdict, sizing, modelAccuracy, capacity);
    }

    /** The same run with the runner's verdict on it. */
    public RunResults withVerdict(Verdict v) {
        return new RunResults(schemaVersion, scenario, environment, database, downstream, runs, complete, v, sizing, modelAccuracy, capacity);
    }

    /** The same run with the runner's sizing advice on it. */
    public RunResults withSizing(Sizing s) {
        return new RunResults(schemaVersion, scenario, environment, database, downstream, runs, complete, verdict, s, modelAccuracy, capacity);
    }

    /** The same run with each stack's capacity at the scenario's service-level objective (null: none set). */
    public RunResults withCapacity(SloCapacity c) {
        return new RunResults(schemaVersion, scenario, environment, database, downstream, runs, complete, verdict, sizing, modelAccuracy, c);
    }

    /** The same run with how close the model came on it. */
    public RunResults withModelAccuracy(ModelAccuracy a) {
        return new RunResults(schemaVersion, scenario, environment, database, downstream, runs, complete, verdict, sizing, a, capacity);
    }
}
