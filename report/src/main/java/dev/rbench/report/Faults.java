package dev.rbench.report;

import dev.rbench.results.ErrorCounts;
import dev.rbench.results.FaultFigures;
import dev.rbench.results.StepRecord;
import java.util.List;
import java.util.Optional;

/** How each stack's steps went through the database fault the runner injected ({@code steps[].fault}). */
final class Faults {

    static final String INTRO = "The database fault injected into every step through the latency proxy, and how each "
            + "stack went through it: the per-second p99 before the fault and at its worst, the requests that failed "
            + "during and after it, and how long after its end the per-second p99 was back within 10 % of before "
            + "(\"not within the step\" when it never was), and whether the service's own /ready, asked every half "
            + "second on a connection of its own while the fault lasted, kept answering; the longest request of the step"
            + " beside them, and the failures by kind. For a slow-down the model's "
            + "forecast stands beside it — the same queue solved request by request with each call slower while the "
            + "fault lasts: the worst latency (beside the worst p99), the seconds until every request begun before its "
            + "end is answered (\"never\": an open load at or above the servers' rate), and the requests left waiting "
            + "for a server at its end; the measured recovery is counted in whole seconds.";

    private Faults() {
    }

    static Optional<TableSection> section(Results results) {
        return results.anyStep(s -> !s.faults().isEmpty())
                ? Optional.of(TableSection.of("faults", "Faults: degradation and recovery", INTRO, build(results), 3))
                : Optional.empty();
    }

    static TextTable build(Results results) {
        return results.stepRows(List.of("fault", "injected at s", "p99 ms before", "p99 ms at worst", "longest ms in the step",
                "failed during", "failed after", "recovered after s", "model: worst ms", "model: recovery s", "model: backlog",
                "service ready"), (stack, step) -> step.faults().stream().map(f -> row(f, step)).toList());
    }

    private static List<String> row(FaultFigures f, StepRecord step) {
        FaultFigures.Forecast m = f.model();
        return List.of(f.fault(), f.startedAtMs() < 0 ? "not reached" : Fmt.fixed(f.startedAtMs() / 1000.0, 1),
                Fmt.fixed(f.p99MsBefore(), 1, "-"), Fmt.fixed(f.p99MsWorst(), 1, "-"),
                step.latencyMs() == null || !step.ran() ? "-" : Fmt.fixed(step.latencyMs().max(), 1),
                failed(f.failedDuring(), f.errorsDuring()), failed(f.failedAfter(), f.errorsAfter()),
                Fmt.fixed(f.recoverySeconds(), 1, "not within the step"),
                m == null ? "-" : Fmt.fixed(m.worstMs(), 0), m == null ? "-" : Fmt.fixed(m.recoverySeconds(), 1, "never"),
                m == null ? "-" : Fmt.fixed(m.backlog(), 0), ready(f));
    }

    /** "12 (connect 2, http 10)": the failures with their kinds, where the runner recorded them. */
    private static String failed(long total, ErrorCounts kinds) {
        return total == 0 || kinds == null ? Long.toString(total) : total + " (" + kinds.kinds() + ")";
    }

    /** "10/10" answered, or "7/10 (3 not ready)"; "-" where not asked. */
    private static String ready(FaultFigures f) {
        if (f.readyChecks() == null || f.readyChecks() == 0) {
            return "-";
        }
        int ok = f.readyChecks() - f.readyFailures();
        return ok + "/" + f.readyChecks() + (f.readyFailures() > 0 ? " (" + f.readyFailures() + " not ready)" : "");
    }
}
