package dev.rbench.runner.phase.stack;

import dev.rbench.loadgen.Burst;
import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.loadgen.OpenRate;
import dev.rbench.loadgen.RampRate;
import dev.rbench.loadgen.ThrottledClosedLoop;
import dev.rbench.loadgen.Workload;
import dev.rbench.results.RepeatFigures;
import dev.rbench.results.ServiceFacts;
import dev.rbench.results.StackRun;
import dev.rbench.results.Startup;
import dev.rbench.results.StepRecord;
import dev.rbench.results.stats.RunToRunNoise;
import dev.rbench.results.stats.StepEstimates;
import dev.rbench.runner.calibration.BackendChecks;
import dev.rbench.runner.phase.calibrate.Calibrator;
import dev.rbench.runner.phase.measure.WarmUpRunner;
import dev.rbench.runner.phase.model.StepModel;
import dev.rbench.runner.phase.plan.Phase;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Supplier;

/**
 * What one stack's phases produced, as results.json's {@code runs[]} entry: the one place the runner
 * builds a {@link StackRun} up and makes records of steps that did not run. Steps are recorded in
 * plan order, so "the steps not yet recorded" are the plan's steps from {@code steps().size()} on.
 */
public final class StackRecorder {

    private final StepModel model;
    /** Whether not-run steps carry x, the calls per request, as measured ones on a database do. */
    private final boolean recordsCalls;
    private StackRun run;
    private BackendChecks.Calibration calibration;
    private Supplier<Map<String, Object>> configAfterVerifying;

    public StackRecorder(StackRun initial, StepModel model, boolean recordsCalls) {
        this.run = initial;
        this.model = model;
        this.recordsCalls = recordsCalls;
    }

    public StackRun run() {
        return run;
    }

    public boolean failed() {
        return run.failure() != null;
    }

    /** The stack's calibrated call, null before (or without) calibration. */
    public BackendChecks.Calibration calibration() {
        return calibration;
    }

    /** A stack whose configuration is only complete once its service has been asked (a user's app through Actuator). */
    public StackRecorder configAfterVerifying(Supplier<Map<String, Object>> config) {
        this.configAfterVerifying = config;
        return this;
    }

    public void verified(ServiceFacts service) {
        run = run.withService(service);
        if (configAfterVerifying != null) {
            run = run.withConfig(configAfterVerifying.get());
        }
    }

    /** The service's first start, where its session can say how it went. */
    public void started(Optional<Startup> startup) {
        startup.ifPresent(s -> run = run.withStartup(s));
    }

    /** The service's resident memory once the warm-up's load had ended, beside its start-up. */
    public void idleAfterWarmUp(OptionalDouble rssMb) {
        Startup startup = run.startup();
        if (startup == null) {
            return;
        }
        run = run.withStartup(rssMb.isPresent() ? startup.withIdleRssMb(Math.round(rssMb.getAsDouble() * 10) / 10.0)
                : startup.withNote("its resident memory could not be read (no process id to read /proc by)"));
    }

    public void warmedUp(WarmUpRunner.WarmUp warmUp) {
        List<StepRecord> loads = warmUp.loads();
        run = run.withWarmup(loads.isEmpty() ? null : loads.getFirst(), loads.size() > 1 ? loads.get(1) : null)
                .withWarmupSettling(warmUp.settling());
    }

    public void calibrated(Calibrator.StackCalibration c) {
        calibration = c.value();
        run = run.withCalibration(c.record());
    }

    /**
     * A measured step: its first repeat becomes the step, a later one joins its repeats; either way the
     * step's summary (median and interval per figure) is drawn again from every repeat so far.
     */
    public void measured(Phase.Step step, StepRecord record) {
        if (step.repeat() == 1) {
            run = run.withStep(summarised(record, List.of(record.asRepeat(1)), step));
            return;
        }
        StepRecord first = run.steps().get(step.index());
        List<RepeatFigures> repeats = new ArrayList<>(first.repeats());
        repeats.add(record.asRepeat(step.repeat()));
        run = run.withStepAt(step.index(), summarised(first, repeats, step));
    }

    private static StepRecord summarised(StepRecord step, List<RepeatFigures> repeats, Phase.Step plan) {
        Workload workload = plan.plan().workload();
        return step.toBuilder().repeats(repeats).stats(StepEstimates.of(step, repeats, steady(workload), noise(workload))).build();
    }

    /** The run-to-run noise this machine showed for steps of the workload's kind: what one run's intervals rest on. */
    static RunToRunNoise noise(Workload workload) {
        return switch (workload) {
            case ClosedLoop c -> RunToRunNoise.CLOSED;
            case ThrottledClosedLoop t -> RunToRunNoise.CLOSED;
            case OpenRate o -> RunToRunNoise.OPEN;
            case Burst b -> RunToRunNoise.BURST;
            case RampRate r -> RunToRunNoise.OPEN;
        };
    }

    /** A load that holds a steady state its per-second timeline can be batched over; a burst or a rising rate does not. */
    static boolean steady(Workload workload) {
        return switch (workload) {
            case ClosedLoop c -> true;
            case ThrottledClosedLoop t -> true;
            case OpenRate o -> true;
            case Burst b -> false;
            case RampRate r -> false;
        };
    }

    /** A step that could not run while the stack went on: its route's calibration failed. */
    public void stepNotRun(Phase.Step step, String why) {
        run = run.withStep(StepRecord.notRun(step.plan().workload().users(), step.plan().workload().describe(), why, null)
                .toBuilder().rateRps(step.plan().rate()).route(routeId(step)).build());
    }

    /** The stack stops here: its failure, and every step not yet recorded as not run for that reason. */
    public void stackFailed(String why, List<Phase.Step> steps) {
        run = run.withFailure(why);
        for (Phase.Step step : steps.subList(Math.min(run.steps().size(), steps.size()), steps.size())) {
            var plan = step.plan();
            // A route is modelled on its own calibration, taken just before its step: one not run has none.
            BackendChecks.Calibration c = plan.route() == null ? calibration : null;
            run = run.withStep(StepRecord.notRun(plan.workload().users(), plan.workload().describe(), why,
                            model.canPredict(plan, c) ? model.predict(plan, c) : null)
                    .toBuilder().rateRps(plan.rate()).calls(recordsCalls ? plan.calls() : null).route(routeId(step)).build());
        }
    }

    private static String routeId(Phase.Step step) {
        return step.plan().route() == null ? null : step.plan().route().id();
    }
}
