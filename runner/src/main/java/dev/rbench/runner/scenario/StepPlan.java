package dev.rbench.runner.scenario;

import dev.rbench.loadgen.Workload;

/**
 * One step of a scenario before it runs: the load, the offered rate for open models (null for
 * user-based steps), and x, the database calls each request makes.
 */
public record StepPlan(Workload workload, Double rate, int calls) {
}
