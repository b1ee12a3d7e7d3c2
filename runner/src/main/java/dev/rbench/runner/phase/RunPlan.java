package dev.rbench.runner.phase;

import dev.rbench.loadgen.Burst;
import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.loadgen.OpenRate;
import dev.rbench.loadgen.RampRate;
import dev.rbench.loadgen.ThrottledClosedLoop;
import dev.rbench.loadgen.Workload;
import dev.rbench.runner.backend.BackendChecks;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.StepPlan;
import java.util.ArrayList;
import java.util.List;

/**
 * Every phase of a run, in the order the runner does them, built up front from the scenario: per
 * stack, start → verify → warm-up (when the scenario has one) → calibrate (backend scenarios) → each
 * step, a route step preceded by its own calibration. The only place that turns scenario values into
 * phases and their expected seconds.
 */
public record RunPlan(List<Phase> phases) {

    /** A Spring Boot service JVM's start to ready on a small machine; a guess, for the ETA only. */
    static final double START_SECONDS = 5;
    /** /info, one real request and a few counted ones. */
    static final double VERIFY_SECONDS = 1;

    public RunPlan {
        phases = List.copyOf(phases);
    }

    public static RunPlan of(Scenario scenario) {
        double calibration = BackendChecks.CALIBRATION_TIME.toMillis() / 1000.0;
        double pause = scenario.pauseBetweenSteps().toMillis() / 1000.0;
        List<Phase> phases = new ArrayList<>();
        for (String stack : scenario.stacks()) {
            phases.add(new Phase.StartService(stack, START_SECONDS));
            phases.add(new Phase.Verify(stack, VERIFY_SECONDS));
            if (scenario.hasWarmup()) {
                List<Workload> loads = new ArrayList<>(List.of(scenario.warmupWorkload()));
                scenario.warmupBurst().ifPresent(loads::add);
                phases.add(new Phase.WarmUp(stack, loads, loads.stream().mapToDouble(w -> expectedSeconds(w, scenario)).sum()));
            }
            if (scenario.backend().present() || scenario.app().present()) {
                phases.add(new Phase.Calibrate(stack, null, calibration));
            }
            List<StepPlan> steps = scenario.plan();
            for (int i = 0; i < steps.size(); i++) {
                StepPlan plan = steps.get(i);
                Phase.Step step = new Phase.Step(stack, i, plan, stepName(scenario, plan), scenario.pauseBetweenSteps(),
                        expectedSeconds(plan.workload(), scenario) + pause);
                if (plan.route() != null) {
                    phases.add(new Phase.Calibrate(stack, step, calibration));
                }
                phases.add(step);
            }
        }
        return new RunPlan(phases);
    }

    /** The sum of every phase's expected seconds: the whole run if nothing queues. */
    public double expectedSeconds() {
        return phases.stream().mapToDouble(Phase::expectedSeconds).sum();
    }

    /** The steps of one stack, in order. */
    public List<Phase.Step> steps(String stack) {
        return phases.stream().filter(p -> p instanceof Phase.Step && p.stack().equals(stack))
                .map(Phase.Step.class::cast).toList();
    }

    /** The stacks in the order they run. */
    public List<String> stacks() {
        return phases.stream().map(Phase::stack).distinct().toList();
    }

    /** "100 users", or "200 req/s" for an open step: names the phase on screen and its interval log. */
    public static String stepName(Scenario scenario, StepPlan step) {
        Double rate = step.rate();
        String name = rate == null ? step.workload().users() + " users"
                : (rate == Math.rint(rate) ? Long.toString(rate.longValue()) : rate.toString()) + " req/s";
        if (step.route() != null) {
            return name + " " + step.route().id();
        }
        return scenario.sweepsCalls() ? name + " x" + step.calls() : name;
    }

    /** What a load should take if nothing queues; for the progress bar only. */
    public static double expectedSeconds(Workload workload, Scenario scenario) {
        return switch (workload) {
            case Burst b -> b.ramp().toMillis() / 1000.0 + scenario.delay().toMillis() / 1000.0;
            case ClosedLoop c -> c.duration().toMillis() / 1000.0;
            case OpenRate o -> o.duration().toMillis() / 1000.0;
            case RampRate r -> r.duration().toMillis() / 1000.0;
            case ThrottledClosedLoop t -> t.duration().toMillis() / 1000.0;
        };
    }
}
