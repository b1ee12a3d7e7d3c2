package dev.rbench.runner.scenario;

/** Which steps {@code --profile} covers: profiling perturbs a step, so by default only the largest. */
public enum ProfiledSteps {
    /** The steps at the scenario's largest load (users or offered rate). */
    LARGEST,
    ALL
}
