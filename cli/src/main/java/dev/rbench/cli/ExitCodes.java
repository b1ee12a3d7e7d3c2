package dev.rbench.cli;

/** Exit codes, one per kind of failure, so scripts can tell them apart. */
final class ExitCodes {
    static final int OK = 0;
    /** The run finished but some step or stack failed; results are written. */
    static final int RUN_HAD_FAILURES = 1;
    /** picocli's own code for a bad flag or argument. */
    static final int USAGE = 2;
    /** A bad scenario (file, preset name or value), flag value, or results folder. */
    static final int BAD_INPUT = 3;
    /** The machine or the build is not ready: open-file limit, missing jar, a service that will not start. */
    static final int ENVIRONMENT = 4;
    /** compare --fail-on-regression: a step got worse by more than the threshold. */
    static final int REGRESSION = 5;
    /** compare --fail-on-regression: the runs differ in scenario or steps, so nothing could be judged. */
    static final int NOT_COMPARABLE = 6;
    /** run --fail-on-slo: a stack missed the service-level objective at the run's largest load (a failed step misses it). */
    static final int SLO_MISSED = 7;
    static final int INTERNAL = 70;
    static final int INTERRUPTED = 130;

    private ExitCodes() {
    }
}
