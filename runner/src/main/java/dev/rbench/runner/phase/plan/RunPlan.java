package dev.rbench.runner.phase.plan;

import dev.rbench.loadgen.Burst;
import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.loadgen.OpenRate;
import dev.rbench.loadgen.RampRate;
import dev.rbench.loadgen.ThrottledClosedLoop;
import dev.rbench.loadgen.Workload;
import dev.rbench.runner.calibration.BackendChecks;
import dev.rbench.runner.calibration.DelayPathCpu;
import dev.rbench.runner.phase.model.ModelInputs;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.StepPlan;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every phase of a run, in the order the runner does them, built up front from the scenario: per
 * stack, start → verify → warm-up (when the scenario has one) → calibrate (where a step requests the scenario's path,
 * or it has a backend or an app) → each step, a route step preceded by its own calibration; with {@code model: false} no
 * calibration at all. The only place that turns scenario values into
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
        List<Phase> phases = new ArrayList<>();
        if (scenario.repeat() == 1) {
            for (String stack : scenario.stacks()) {
                phases.addAll(setUp(stack, scenario));
                for (Phase.Step step : steps(stack, scenario)) {
                    phases.addAll(measure(step, scenario));
                }
            }
            return new RunPlan(phases);
        }
        // Repeats: every stack's service is started and warmed first and kept alive, then each step
        // runs for blocking, virtual, reactive, blocking, … N times, so a machine that drifts during
        // the run drifts under every stack alike instead of favouring whichever ran last.
        for (String stack : scenario.stacks()) {
            phases.addAll(setUp(stack, scenario));
        }
        int count = scenario.plan().size();
        for (int i = 0; i < count; i++) {
            for (int r = 1; r <= scenario.repeat(); r++) {
                for (String stack : scenario.stacks()) {
                    Phase.Step step = steps(stack, scenario).get(i).again(r);
                    phases.addAll(r == 1 ? measure(step, scenario) : List.of(step));
                }
            }
        }
        return new RunPlan(phases);
    }

    /** Start, verify, warm up and calibrate one stack. */
    private static List<Phase> setUp(String stack, Scenario scenario) {
        List<Phase> phases = new ArrayList<>();
        phases.add(new Phase.StartService(stack, START_SECONDS));
        phases.add(new Phase.Verify(stack, VERIFY_SECONDS));
        if (scenario.hasWarmup()) {
            List<Workload> loads = new ArrayList<>(List.of(scenario.warmupWorkload()));
            scenario.warmupBurst().ifPresent(loads::add);
            // Its slices while the compilers are busy: about half of the most they may take (8–20 s of 20 in the runs of
            // downstream-500ms-fargate).
            double settling = scenario.warmupSettlingMax().toMillis() / 1000.0 / 2;
            phases.add(new Phase.WarmUp(stack, loads, loads.stream().mapToDouble(w -> expectedSeconds(w, scenario)).sum() + settling));
        }
        if (calibrates(scenario)) {
            phases.add(new Phase.Calibrate(stack, null, BackendChecks.expectedCalibrationSeconds(calibratedWorkloads(scenario.plan()))));
        }
        return phases;
    }

    private static List<Phase.Step> steps(String stack, Scenario scenario) {
        double pause = scenario.pauseBetweenSteps().toMillis() / 1000.0;
        List<StepPlan> plans = scenario.plan();
        List<Phase.Step> steps = new ArrayList<>();
        for (int i = 0; i < plans.size(); i++) {
            StepPlan plan = plans.get(i);
            // Its settling slices, where asked.
            double settling = SettlingSlices.expectedSeconds(scenario.stepSettling(), scenario);
            steps.add(new Phase.Step(stack, i, plan, stepName(scenario, plan), scenario.pauseBetweenSteps(),
                    expectedSeconds(plan.workload(), scenario) + pause + settling));
        }
        return steps;
    }

    /** A step, preceded by its route's calibration when it has a route and the run is modelled. */
    private static List<Phase> measure(Phase.Step step, Scenario scenario) {
        if (step.plan().route() == null || !scenario.model()) {
            return List.of(step);
        }
        // Its slices while the compilers are busy (routeSettling), where asked.
        return List.of(new Phase.Calibrate(step.stack(), step, BackendChecks.expectedCalibrationSeconds(List.of(step.plan().workload()))
                + SettlingSlices.expectedSeconds(scenario.routeSettling(), scenario)), step);
    }

    /**
     * Whether a stack's path is calibrated: never with {@code model: false} (measured only); else with a backend or an
     * app always (t is measured). Without them the path's t
     * is the scenario's delay, but its s is measured all the same where it could matter: at many requests in flight the
     * cores bind there too (high-concurrency's virtual stack, 19,000 users of a 2 s delay, served 16 % under a model
     * without them); at a few, no reading would pass the CPU station's bar ({@link DelayPathCpu}).
     */
    public static boolean calibrates(Scenario scenario) {
        if (!scenario.model()) {
            return false;
        }
        if (scenario.backend().present() || scenario.app().present()) {
            return true;
        }
        List<Workload> calibrated = calibratedWorkloads(scenario.plan());
        return !calibrated.isEmpty() && (!scenario.delayApplies()
                || DelayPathCpu.worthCalibrating(calibrated, scenario.delaySeconds(), ModelInputs.cpuStation(scenario)));
    }

    /** The workloads of the steps the stack's calibration serves: those on the scenario's path, not a route's. */
    public static List<Workload> calibratedWorkloads(List<StepPlan> plan) {
        return plan.stream().filter(p -> p.route() == null).map(StepPlan::workload).toList();
    }

    /** The sum of every phase's expected seconds: the whole run if nothing queues. */
    public double expectedSeconds() {
        return phases.stream().mapToDouble(Phase::expectedSeconds).sum();
    }

    /** The steps of one stack, in order, each once (its first repeat). */
    public List<Phase.Step> steps(String stack) {
        return phases.stream().filter(p -> p instanceof Phase.Step s && s.repeat() == 1 && p.stack().equals(stack))
                .map(Phase.Step.class::cast).toList();
    }

    /** The index of the last phase of each stack: where its service can be stopped. */
    public Map<String, Integer> lastPhases() {
        Map<String, Integer> last = new HashMap<>();
        for (int i = 0; i < phases.size(); i++) {
            last.put(phases.get(i).stack(), i);
        }
        return last;
    }

    /** The stacks in the order they run. */
    public List<String> stacks() {
        return phases.stream().map(Phase::stack).distinct().toList();
    }

    /** "100 users", or "200 req/s" for an open step: names the phase on screen and its interval log. */
    public static String stepName(Scenario scenario, StepPlan step) {
        Double rate = step.rate();
        String name = rate == null ? step.workload().users() + " users"
                : dev.rbench.runner.settings.Values.plain(rate) + " req/s";
        if (step.route() != null) {
            return name + " " + step.route().id();
        }
        return scenario.sweepsCalls() ? name + " x" + step.calls() : name;
    }

    /** What a load should take if nothing queues; for the progress bar only. */
    public static double expectedSeconds(Workload workload, Scenario scenario) {
        return switch (workload) {
            case Burst b -> b.ramp().toMillis() / 1000.0 + scenario.delaySeconds();
            case ClosedLoop c -> c.duration().toMillis() / 1000.0;
            case OpenRate o -> o.duration().toMillis() / 1000.0;
            case RampRate r -> r.duration().toMillis() / 1000.0;
            case ThrottledClosedLoop t -> t.duration().toMillis() / 1000.0;
        };
    }
}
