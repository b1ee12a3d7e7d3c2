package dev.rbench.results;

import java.util.List;
import java.util.Map;

/**
 * The scenario a run was made from. What reports key on is typed: the name, the stacks, the
 * workload model's id ({@code burst}, {@code closed}, {@code throttled}, {@code open},
 * {@code ramp-rate}) and the planned steps — users, offered rates in req/s, x (calls per request)
 * and routes; an empty list where the scenario does not step by it — and what every step is made
 * of ({@link StepSetup}: the path, the delay where it applies, the server's threads, the pool, the
 * workload's own keys). {@code settings} is every resolved setting that applies to the run, as the
 * scenario file names it, for display only: nothing is read from it by key (what a report needs to
 * compute, such as the model's ceilings, the runner writes in the steps). Files written before
 * {@code setup} get it from their settings when read ({@link OlderSetup}). {@code slo} is the service-level objective
 * the run was judged against ({@link SloObjective}), null where none was set and in older files. {@code model} is the
 * scenario's key of that name: false where it asked for measurements only (no stack calibrated, no step modelled), null in
 * files written before it (modelled wherever a stack could be).
 */
public record ScenarioInfo(
        String name,
        String description,
        boolean quick,
        List<String> stacks,
        String workload,
        List<Integer> users,
        List<Double> ratesRps,
        List<Integer> calls,
        List<String> routes,
        Map<String, Object> settings,
        StepSetup setup,
        SloObjective slo,
        Boolean model) {

    public ScenarioInfo {
        stacks = copy(stacks);
        users = copy(users);
        ratesRps = copy(ratesRps);
        calls = copy(calls);
        routes = copy(routes);
        settings = DisplayTree.of(settings);
    }

    /** A scenario without the model key: as every file written before it reads. */
    public ScenarioInfo(String name, String description, boolean quick, List<String> stacks, String workload, List<Integer> users,
                        List<Double> ratesRps, List<Integer> calls, List<String> routes, Map<String, Object> settings,
                        StepSetup setup, SloObjective slo) {
        this(name, description, quick, stacks, workload, users, ratesRps, calls, routes, settings, setup, slo, null);
    }

    /** A scenario without a service-level objective: as every file written before one could be set reads. */
    public ScenarioInfo(String name, String description, boolean quick, List<String> stacks, String workload, List<Integer> users,
                        List<Double> ratesRps, List<Integer> calls, List<String> routes, Map<String, Object> settings,
                        StepSetup setup) {
        this(name, description, quick, stacks, workload, users, ratesRps, calls, routes, settings, setup, null, null);
    }

    private static <T> List<T> copy(List<T> list) {
        return list == null ? List.of() : List.copyOf(list);
    }

    /** Whether the scenario asked for measurements only ({@code model: false}): nothing of the run was modelled, by choice. */
    public boolean measuredOnly() {
        return Boolean.FALSE.equals(model);
    }

    /** True for the open-model workloads, whose steps are keyed by offered rate rather than users. */
    public boolean openModel() {
        return "open".equals(workload) || "ramp-rate".equals(workload);
    }
}
