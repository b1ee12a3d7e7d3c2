package dev.rbench.runner.phase.model;

import dev.rbench.results.Figures;
import dev.rbench.results.ModelAtStepCpu;
import dev.rbench.results.ModelError;
import dev.rbench.results.ModelFigures;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.calibration.BackendChecks;
import dev.rbench.runner.calibration.CpuStation;
import dev.rbench.runner.calibration.StepConcurrency;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.StepPlan;
import dev.rbench.runner.stack.ModelledStack;
import java.util.OptionalDouble;

/**
 * The model's prediction for one stack's steps. t is the scenario's delay on the delay path (a step of the scenario's
 * {@code /delay/{delayMs}} with no backend: the wait is given, not measured), the calibrated unloaded time elsewhere (a
 * backend's route, a user's app, a route of its own). Where the calibration gives a CPU s
 * ({@link BackendChecks.Calibration#modelCpuSeconds}: measured under load on a route that keeps
 * the cores busy) it becomes the model's CPU station (c cores shared, throughput at most c / s). On a calibrated t the
 * wait is t minus that s, since the unloaded time already holds it: the path's CPU, and the
 * generator's own work for the request (its send and its reading of the answer lie inside the time it
 * measures), which s holds where the generator shares the services' cores. On the delay path the wait is the delay and
 * s comes on top of it.
 */
public final class StepModel {

    private final Scenario scenario;
    private final ModelledStack stack;

    public StepModel(Scenario scenario, ModelledStack stack) {
        this.scenario = scenario;
        this.stack = stack;
    }

    /**
     * Whether a step can be predicted with what is known: the delay path always (its t is the scenario's delay; its CPU
     * station where {@code c}, its calibration, gives one), every other step with its calibration — the stack's for the
     * scenario's path, the route's own (taken just before the step) for a route — so a step that did not run gets no model
     * then; a stack that cannot be modelled gets none.
     *
     * @param c the calibration of the step's request: null where none was made
     */
    public boolean canPredict(StepPlan step, BackendChecks.Calibration c) {
        return (delayPath(step) || c != null) && stack.notModelled(scenario).isEmpty();
    }

    /**
     * Whether the step's t is the scenario's delay: it requests the scenario's path, which waits {@code {delayMs}}, and
     * no backend or app answers it (a downstream's {@code /remote?ms={delayMs}} is calibrated: its client's work is in t).
     */
    boolean delayPath(StepPlan step) {
        return step.route() == null && scenario.delayApplies() && !scenario.backend().present() && !scenario.app().present();
    }

    /** @param c the calibrated call; null on the delay path without a calibration: t alone, no CPU station */
    public ModelFigures predict(StepPlan step, BackendChecks.Calibration c) {
        return predict(step, c, 0);
    }

    /**
     * @param compilerCores of the c cores, what the JIT compilers hold while the step runs ({@link WarmCompilers}): the
     *                      CPU station serves the requests on the rest
     */
    public ModelFigures predict(StepPlan step, BackendChecks.Calibration c, double compilerCores) {
        if (c == null) {
            return ModelInputs.predict(scenario, stack, step.workload(), step.calls(), scenario.delaySeconds());
        }
        return predict(step, c, OptionalDouble.empty(), OptionalDouble.empty(), compilerCores);
    }

    /**
     * The step with its prediction made once more at the CPU a request it spent itself ({@link ModelAtStepCpu}): the
     * model's queues, t's wait and p as calibrated, s as the step's own /proc figures give it, counted as the
     * calibration counts it ({@link StepCpu}), on the cores the prediction gave the requests (less what it recorded the
     * compilers held). Unchanged where the model had no CPU station or the step did not run cleanly: there is nothing to
     * tell apart.
     */
    public StepRecord withAtStepCpu(StepPlan step, BackendChecks.Calibration c, StepRecord measured) {
        ModelFigures model = measured.model();
        if (c == null || model == null || model.inputs() == null || model.inputs().cpuMs() == null || !measured.ran()
                || measured.failed() || measured.throughputRps() <= 0) {
            return measured;
        }
        OptionalDouble spent = StepCpu.secondsPerRequest(measured, ModelInputs.cpuStation(scenario));
        if (spent.isEmpty()) {
            return measured;
        }
        double stopped = StepCpu.stoppingCollectorSecondsPerRequest(measured, ModelInputs.cpuStation(scenario));
        double compilers = model.inputs().compilerCores() == null ? 0 : model.inputs().compilerCores();
        ModelError again = ModelError.of(predict(step, c, spent, OptionalDouble.of(stopped), compilers), measured.throughputRps(),
                measured.latencyMs().mean(), true);
        return measured.toBuilder().modelAtStepCpu(new ModelAtStepCpu(model.inputs().cpuMs(),
                Figures.round(spent.getAsDouble() * 1000), again.throughput(), again.meanLatency())).build();
    }

    /**
     * @param stepCpu     s for the whole request as a step spent it; empty: as calibrated
     * @param stepStopped what of it the step's collectors spent stopping the service; empty: as calibrated
     * @param compilerCores what of the cores the JIT compilers hold
     */
    private ModelFigures predict(StepPlan step, BackendChecks.Calibration c, OptionalDouble stepCpu,
                                 OptionalDouble stepStopped, double compilerCores) {
        boolean delay = delayPath(step);
        double t = delay ? scenario.delaySeconds() : c.secondsFor(step.workload());
        int concurrency = StepConcurrency.of(step.workload(), delay ? t : c.seconds());
        CpuStation station = ModelInputs.cpuStation(scenario);
        OptionalDouble cpu = c.modelCpuSeconds(station, concurrency);
        if (cpu.isEmpty()) {
            return ModelInputs.predict(scenario, stack, step.workload(), step.calls(), t);
        }
        // The unloaded time holds one call's s once: the path's CPU, and the generator's where s counts it (counted
        // again on top, the generator's CPU had one user alone modelled up to 6 % slower than it measured); the delay
        // holds none of it.
        // Calibrated with one call a request: x calls cost the path's CPU x times, the generator's once.
        double s1 = cpu.getAsDouble();
        double wait = delay ? t : Math.max(t - s1, 0);
        // Under a quota s1 is the service's own CPU, which each further call costs it again.
        double pathCpu = c.underLoad() != null && !station.underQuota() ? c.underLoad().counted(station).pathMsAt(concurrency) / 1000 : s1;
        double s = stepCpu.orElse(s1 + pathCpu * Math.max(step.calls() - 1, 0));
        // The collectors' share as calibrated (one call) grows with the request's CPU as its x calls allocate more.
        double stopped = stepStopped.isPresent() ? stepStopped.getAsDouble()
                : c.stoppingCollectorSeconds(station, concurrency) * (s1 > 0 ? s / s1 : 1);
        return ModelInputs.predict(scenario, stack, step.workload(), step.calls(), wait, s, parallelism(t, s1),
                stopped, compilerCores);
    }

    /**
     * p: where the CPU per request (the path's, with the generator's where it shares the cores) is more than one
     * request's whole unloaded time, its processes worked at once (PostgreSQL streaming rows while the service encodes them, the collector's threads), on pathCpu / t cores on
     * average; the model then gives one user alone the time it measured, and the cores their ceiling c / s. Measured on
     * streams: 6.4 ms of CPU in a 4.6 ms request, and the model 40–90 % slow on every such 1-user step.
     */
    static double parallelism(double unloadedSeconds, double cpuSeconds) {
        return unloadedSeconds > 0 && cpuSeconds > unloadedSeconds ? cpuSeconds / unloadedSeconds : 1;
    }
}
