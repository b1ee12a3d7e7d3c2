package dev.rbench.runner.phase.calibrate;

import dev.rbench.runner.calibration.BackendChecks;
import dev.rbench.runner.phase.plan.Phase;

/**
 * Measures what one unloaded call costs, for the model's t: a backend's answer time is no scenario
 * value. Throws ServiceException when the route fails.
 */
public interface Calibrator {

    /** The scenario's path, once per stack after the warm-up; recorded in {@code runs[].calibration}. */
    StackCalibration stack() throws InterruptedException;

    /**
     * A route step's own request, just before that step, after unmeasured slices of the step's load while the JIT
     * compilers are busy ({@code routeSettling}).
     */
    RouteCalibration route(Phase.Step step) throws InterruptedException;

    /** A route's calibration and the slices before it ({@code settledBefore}: null where none ran). */
    record RouteCalibration(BackendChecks.Calibration value, dev.rbench.results.WarmupSettling settledBefore) {
    }

    /**
     * The measured value the model uses, and how results.json records it; both null, with what went wrong in
     * {@code failure}, where a calibration the steps can do without failed (the delay path's CPU rounds).
     */
    record StackCalibration(BackendChecks.Calibration value, dev.rbench.results.Calibration record, String failure) {

        public StackCalibration(BackendChecks.Calibration value, dev.rbench.results.Calibration record) {
            this(value, record, null);
        }

        /** None measured, and why: the model goes without what it would have given. */
        public static StackCalibration failed(String why) {
            return new StackCalibration(null, null, why);
        }
    }
}
