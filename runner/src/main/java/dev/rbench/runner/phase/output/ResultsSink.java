package dev.rbench.runner.phase.output;

import dev.rbench.results.RunResults;

/**
 * Where a run's results go. Throws {@link ResultsNotWritableException} when they cannot be written.
 */
public interface ResultsSink {

    /** After every step: the files an interrupted run must keep, each replaced atomically. */
    void save(RunResults results);

    /** Once, when the run ends or is interrupted: {@link #save} and the rendered report. */
    void finish(RunResults results);
}
