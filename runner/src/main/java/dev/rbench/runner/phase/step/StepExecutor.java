package dev.rbench.runner.phase.step;

import dev.rbench.results.StepRecord;
import dev.rbench.runner.calibration.BackendChecks;
import dev.rbench.runner.phase.plan.Phase;

/**
 * Runs one step's load against the service and returns what it measured, marked failed when the
 * service died during it or no request succeeded. Throws ServiceException when the service cannot
 * be reached around the step.
 */
public interface StepExecutor {

    /** @param calibration the route's or the stack's calibrated call, null on a scenario without a backend */
    StepRecord run(Phase.Step step, BackendChecks.Calibration calibration) throws InterruptedException;
}
