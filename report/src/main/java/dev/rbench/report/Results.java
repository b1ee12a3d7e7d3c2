package dev.rbench.report;

import dev.rbench.results.EnvironmentInfo;
import dev.rbench.results.RunResults;
import dev.rbench.results.ScenarioInfo;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepRecord;
import dev.rbench.results.StepSetup;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Predicate;

/**
 * Read-only view of one run's results: the scenario's stacks and steps and the lookup of a step by
 * (stack, step value), the value being users, the offered rate, x or a route (see {@link StepAxis}).
 * All outputs go through this one class so they agree on what a "missing" step is.
 */
final class Results {

    private final RunResults file;
    private final StepAxis axis;
    private static final StepSetup NO_SETUP = new StepSetup(null, null, null, null, null, null, null, null, null, null, null, null);
    /** The scenario's display settings as dotted keys, flattened once, for the scenario table: never looked up by key. */
    private final Map<String, Object> settings;

    Results(RunResults file) {
        this.file = file;
        this.axis = StepAxis.of(scenario());
        this.settings = Display.flatten(scenario().settings());
    }

    RunResults file() {
        return file;
    }

    ScenarioInfo scenario() {
        return file.scenario() == null
                ? new ScenarioInfo(null, null, false, List.of(), null, List.of(), List.of(), List.of(), List.of(), null, null)
                : file.scenario();
    }

    /** The scenario's display settings as dotted keys, in the scenario's order. */
    Map<String, Object> settings() {
        return settings;
    }

    /** What every step is made of, typed; all unknown (null) where the file has no scenario. */
    StepSetup setup() {
        StepSetup setup = scenario().setup();
        return setup == null ? NO_SETUP : setup;
    }

    Optional<EnvironmentInfo> environment() {
        return Optional.ofNullable(file.environment());
    }

    String name() {
        String name = scenario().name();
        return name == null ? "unnamed scenario" : name;
    }

    boolean complete() {
        return file.complete();
    }

    /**
     * Stacks in scenario order; stacks that only appear in runs (not declared) are appended so
     * nothing measured is dropped from the report.
     */
    List<String> stacks() {
        Set<String> stacks = new LinkedHashSet<>(scenario().stacks());
        runs().forEach(run -> stacks.add(run.stack()));
        return List.copyOf(stacks);
    }

    /** What identifies a step: users, or the offered rate for scenarios that list {@code rates}. */
    StepAxis axis() {
        return axis;
    }

    /** Step values on {@link #axis()} in scenario order, plus any measured step the scenario does not list. */
    List<Double> stepValues() {
        return axis.values(scenario(), runs());
    }

    List<StackRun> runs() {
        return file.runs().stream().filter(r -> r.stack() != null).toList();
    }

    Optional<StackRun> run(String stack) {
        return runs().stream().filter(r -> stack.equals(r.stack())).findFirst();
    }

    /** The step of {@code stack} whose value on {@link #axis()} is {@code value}. */
    Optional<StepRecord> step(String stack, double value) {
        return run(stack).flatMap(run -> run.steps().stream().filter(s -> axis.matches(s, value)).findFirst());
    }

    /** Mean latency in seconds (the study's unit). */
    static Double meanSeconds(StepRecord step) {
        return step.latencyMs() == null ? null : step.latencyMs().mean() / 1000.0;
    }

    /** The steps of one stack that carry a per-second timeline, in step order. */
    List<StepRecord> timelineSteps(String stack) {
        List<StepRecord> steps = new ArrayList<>();
        for (double value : stepValues()) {
            step(stack, value).filter(s -> !s.timeline().isEmpty()).ifPresent(steps::add);
        }
        return steps;
    }

    /**
     * One line per step that {@code says} has something about (null: nothing), as "stack, step: what
     * it says", stack by stack in table order.
     */
    List<String> stepLines(BiFunction<String, StepRecord, String> says) {
        List<String> lines = new ArrayList<>();
        for (String stack : stacks()) {
            for (double value : stepValues()) {
                step(stack, value).map(step -> says.apply(stack, step))
                        .ifPresent(said -> lines.add(stack + ", " + axis.describe(value) + ": " + said));
            }
        }
        return lines;
    }

    /**
     * A table of one row per step, stack by stack in table order: the stack, the step's value, then the
     * cells {@code cells} gives for it (null leaves the step out of the table).
     */
    TextTable stepTable(List<String> columns, BiFunction<String, StepRecord, List<String>> cells) {
        return stepRows(columns, (stack, step) -> {
            List<String> row = cells.apply(stack, step);
            return row == null ? List.of() : List.of(row);
        });
    }

    /** As {@link #stepTable}, where a step may have several rows (one per fault injected into it) or none. */
    TextTable stepRows(List<String> columns, BiFunction<String, StepRecord, List<List<String>>> rows) {
        List<String> header = new ArrayList<>(List.of("stack", axis.label()));
        header.addAll(columns);
        TextTable table = new TextTable(header);
        for (String stack : stacks()) {
            for (double value : stepValues()) {
                step(stack, value).map(step -> rows.apply(stack, step)).orElse(List.of()).forEach(rest -> {
                    List<String> row = new ArrayList<>(List.of(stack, axis.text(value)));
                    row.addAll(rest);
                    table.row(row);
                });
            }
        }
        return table;
    }

    /** True when any step of any run satisfies {@code test} (e.g. carries generator figures). */
    boolean anyStep(Predicate<StepRecord> test) {
        return runs().stream().flatMap(r -> r.steps().stream()).anyMatch(test);
    }

    /** Every step of every run, in run order. */
    List<StepRecord> allSteps() {
        return runs().stream().flatMap(r -> r.steps().stream()).toList();
    }
}
