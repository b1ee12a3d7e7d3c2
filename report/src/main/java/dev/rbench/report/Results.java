package dev.rbench.report;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import tools.jackson.databind.JsonNode;

/**
 * Read-only view of one results.json tree: the scenario's stacks and steps and the lookup of a
 * step by (stack, step value), the value being users or the offered rate (see {@link StepAxis}). All outputs go through this one class so they agree on what a
 * "missing" step is.
 */
final class Results {

    private final JsonNode root;
    private final StepAxis axis;

    Results(JsonNode root) {
        this.root = root == null ? tools.jackson.databind.node.MissingNode.getInstance() : root;
        this.axis = StepAxis.of(scenario());
    }

    JsonNode root() {
        return root;
    }

    JsonNode scenario() {
        return root.path("scenario");
    }

    JsonNode environment() {
        return root.path("environment");
    }

    String name() {
        String name = Json.text(root, "scenario", "name");
        return name == null ? "unnamed scenario" : name;
    }

    /** Absent "complete" counts as complete: only an explicit false marks an interrupted run. */
    boolean complete() {
        return Json.bool(root, "complete", true);
    }

    /**
     * Stacks in scenario order; stacks that only appear in runs (not declared) are appended so
     * nothing measured is dropped from the report.
     */
    List<String> stacks() {
        Set<String> stacks = new LinkedHashSet<>();
        for (JsonNode s : scenario().path("stacks").values()) {
            if (s.isString()) {
                stacks.add(s.stringValue());
            }
        }
        for (JsonNode run : runs()) {
            String stack = Json.text(run, "stack");
            if (stack != null) {
                stacks.add(stack);
            }
        }
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

    List<JsonNode> runs() {
        List<JsonNode> runs = new ArrayList<>();
        for (JsonNode run : root.path("runs").values()) {
            if (run.isObject()) {
                runs.add(run);
            }
        }
        return runs;
    }

    Optional<JsonNode> run(String stack) {
        return runs().stream().filter(r -> stack.equals(Json.text(r, "stack"))).findFirst();
    }

    /** The step of {@code stack} whose value on {@link #axis()} is {@code value}. */
    Optional<JsonNode> step(String stack, double value) {
        return run(stack).flatMap(run -> {
            for (JsonNode step : run.path("steps").values()) {
                if (axis.matches(step, value)) {
                    return Optional.of(step);
                }
            }
            return Optional.empty();
        });
    }

    /** True when the step ran at all: "failed" with zero requests means it could not be started. */
    static boolean ran(JsonNode step) {
        Double requests = Json.num(step, "requests");
        return requests != null && requests > 0;
    }

    static boolean failed(JsonNode step) {
        return Json.bool(step, "failed", false);
    }

    /** (requests - ok) / requests * 100, or null when the step sent nothing. */
    static Double errorPercent(JsonNode step) {
        Double requests = Json.num(step, "requests");
        Double ok = Json.num(step, "ok");
        if (requests == null || requests <= 0 || ok == null) {
            return null;
        }
        return (requests - ok) / requests * 100.0;
    }

    /** Mean latency in seconds (the study's unit), or null. */
    static Double meanSeconds(JsonNode step) {
        Double ms = Json.num(step, "latencyMs", "mean");
        return ms == null ? null : ms / 1000.0;
    }

    /** True when the load generator reported itself saturated in this step (absent = not known, false). */
    static boolean saturated(JsonNode step) {
        return Json.bool(step.path("generator"), "saturated", false);
    }

    /** The steps of one stack that carry a per-second timeline, in step order. */
    List<JsonNode> timelineSteps(String stack) {
        List<JsonNode> steps = new ArrayList<>();
        for (double value : stepValues()) {
            step(stack, value).filter(s -> !s.path("timeline").isEmpty() && s.path("timeline").isArray()).ifPresent(steps::add);
        }
        return steps;
    }

    /** True when any step of any run has {@code key} (e.g. "generator", "latencyMsUncorrected") as an object. */
    boolean anyStepHas(String key) {
        for (JsonNode run : runs()) {
            for (JsonNode step : run.path("steps").values()) {
                if (step.path(key).isObject()) {
                    return true;
                }
            }
        }
        return false;
    }
}
