package dev.rbench.runner.scenario;

import dev.rbench.loadgen.Workload;

/**
 * One step of a scenario before it runs: the load, the offered rate for open models (null for
 * user-based steps), x, the database calls each request makes, and the route it requests (null:
 * the scenario's path).
 */
public record StepPlan(Workload workload, Double rate, int calls, RouteStep route) {

    public StepPlan(Workload workload, Double rate, int calls) {
        this(workload, rate, calls, null);
    }

    /** What a fault's {@code steps} name this step by: its offered rate on an open model, its users otherwise. */
    public double level() {
        return rate != null ? rate : workload.users();
    }
}
