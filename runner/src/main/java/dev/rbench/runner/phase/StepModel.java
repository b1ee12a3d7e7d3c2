package dev.rbench.runner.phase;

import dev.rbench.results.ModelFigures;
import dev.rbench.runner.ModelInputs;
import dev.rbench.runner.backend.BackendChecks;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.StepPlan;
import dev.rbench.runner.stack.ModelledStack;

/**
 * The model's prediction for one stack's steps. t is the delay on the delay route, the calibrated
 * unloaded time on a backend route. On a route that kept at least {@value #CPU_MODEL_MIN_BUSY_CORES}
 * of a core busy while one user called it, the CPU s one request cost the service and the backend
 * becomes the model's CPU stage (throughput at most cores / s), and the wait is t − s, since the
 * calibrated time already holds that CPU. A route that mostly waits leaves /proc's reading to the
 * JVMs' background work (JIT, collector), which overstated a loaded step's CPU up to 2x, so such
 * routes are modelled by t alone.
 */
public final class StepModel {

    static final double CPU_MODEL_MIN_BUSY_CORES = 0.5;

    private final Scenario scenario;
    private final ModelledStack stack;

    public StepModel(Scenario scenario, ModelledStack stack) {
        this.scenario = scenario;
        this.stack = stack;
    }

    /**
     * Whether a step can be predicted with what is known: a backend route needs its calibrated call,
     * (as does a user's app: its t is measured too), and a route step its own (taken just before the
     * step), so a step that did not run gets no model then; a stack that cannot be modelled gets none.
     */
    public boolean canPredict(StepPlan step, BackendChecks.Calibration stackCalibration) {
        boolean calibrated = !(scenario.backend().present() || scenario.app().present()) || stackCalibration != null;
        return step.route() == null && calibrated && stack.notModelled(scenario).isEmpty();
    }

    /** @param c the calibrated call; null on the delay route, whose t is the scenario's delay */
    public ModelFigures predict(StepPlan step, BackendChecks.Calibration c) {
        if (c == null) {
            double delaySeconds = scenario.delay().toNanos() / 1e9;
            return ModelInputs.predict(scenario, stack, step.workload(), step.calls(), delaySeconds);
        }
        if (c.busyCores() < CPU_MODEL_MIN_BUSY_CORES) {
            return ModelInputs.predict(scenario, stack, step.workload(), step.calls(), c.seconds());
        }
        double cpu = c.cpuSecondsPerRequest();
        // Calibrated with one call a request: x calls cost x times the CPU.
        return ModelInputs.predict(scenario, stack, step.workload(), step.calls(), Math.max(c.seconds() - cpu, 0),
                cpu * step.calls());
    }
}
