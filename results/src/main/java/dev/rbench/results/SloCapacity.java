package dev.rbench.results;

import java.util.List;

/**
 * Each stack's capacity at the scenario's service-level objective ({@code capacity}, written by the runner with the
 * verdict; null without an objective and in older files): the most users (or, on an open model, the highest offered
 * rate) among the loads at which every step of the stack sustained the objective, and whether it sustained it at the
 * run's largest load — what {@code rbench run --fail-on-slo} gates on.
 */
public record SloCapacity(SloObjective objective, List<StackCapacity> stacks) {

    public SloCapacity {
        stacks = stacks == null ? List.of() : List.copyOf(stacks);
    }

    /** Whether every stack sustained the objective at the run's largest load. */
    public boolean metAtLargestLoad() {
        return !stacks.isEmpty() && stacks.stream().allMatch(StackCapacity::sustainsLargest);
    }

    /**
     * One stack: its capacity in {@code users} (closed, burst and throttled loops) or {@code rateRps} (open models), each
     * an {@link Estimate} — the value from the steps' figures (medians over repeats), the 95 % interval over the
     * repeats' own capacities with 5 repeats or more, each repeat's capacity in {@code samples} (0: none sustained) — or
     * null where no load was sustained; {@code sustainsLargest}, whether it sustained the run's largest load; and
     * every step's check.
     */
    public record StackCapacity(String stack, Estimate users, Estimate rateRps, boolean sustainsLargest, List<StepCheck> steps) {

        public StackCapacity {
            steps = steps == null ? List.of() : List.copyOf(steps);
        }

        /** The capacity whichever its unit; null where no load was sustained. */
        public Estimate capacity() {
            return users != null ? users : rateRps;
        }
    }

    /**
     * One step against the objective: its load ({@code users}, and {@code rateRps} on open models), route and calls
     * where the steps sweep them, whether it sustained it, the percentiles the objective bounds as measured
     * ({@code latencyMs}, in the objective's order; medians over repeats; empty for a step that failed, null for a
     * median that failed repeats made endless) and its failed requests' share
     * ({@code errorsPercent}), what missed in words ({@code misses}, empty when sustained), how many of its
     * {@code repeats} sustained it on their own, and {@code p99BoundWithinInterval}: whether the objective's p99 bound
     * lies within the 95 % interval of the step's p99 ({@code steps[].stats.latencyP99Ms}: over 5 repeats or more, else
     * this machine's run-to-run noise), so that another run may decide the step the other way.
     */
    public record StepCheck(int index, int users, Double rateRps, String route, Integer calls, boolean sustained,
                            List<Double> latencyMs, double errorsPercent, List<String> misses, int repeatsSustained,
                            int repeats, boolean p99BoundWithinInterval) {

        public StepCheck {
            // A percentile no repeat measured (every one failed) is null: unmodifiable, but not List.copyOf, which refuses nulls.
            latencyMs = latencyMs == null ? List.of() : java.util.Collections.unmodifiableList(new java.util.ArrayList<>(latencyMs));
            misses = misses == null ? List.of() : List.copyOf(misses);
        }

        /** The step's load as the steps are ordered: its offered rate on open models, else its users. */
        public double load() {
            return rateRps != null ? rateRps : users;
        }
    }
}
