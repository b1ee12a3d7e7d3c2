package dev.rbench.report;

import dev.rbench.results.RunResults;
import dev.rbench.results.Sizing;
import java.util.List;
import java.util.Optional;

/** The runner's sizing advice ({@code sizing}): how many threads and connections each stack needs for the run's best rate. */
final class SizingReport {

    static final String INTRO = "How many request threads (T) and pool connections (N) each stack needs to serve the rate "
            + "below, from the model's inputs of its steps (t, x, the CPU s and cores): the fewest that keep them at most "
            + "85 % busy, with the p99 of the wait for one (the M/M/k queue, which errs on the side of meeting the rate); "
            + "\"-\" where the stack has no such limit. `rbench advise RESULTS_DIR --target RATE [--p99 …] --verify` "
            + "gives it for any rate and measures it, at the advised point and at half of it. The heap: twice what the "
            + "requests in flight at that rate and the idle service keep live, as the steps measured it (at half the heap "
            + "in use or more, collections turn into full ones); not measured by --verify.";

    private SizingReport() {
    }

    static Optional<TableSection> section(RunResults file) {
        Sizing sizing = file.sizing();
        if (sizing == null || sizing.stacks().isEmpty()) {
            return Optional.empty();
        }
        TextTable table = new TextTable(List.of("stack", "threads T", "connections N", "busy %", "wait p99 ms", "heap MB", "from"));
        for (Sizing.StackSizing s : sizing.stacks()) {
            table.row(s.reason() != null
                    ? List.of(s.stack(), "cannot: " + s.reason(), "-", "-", "-", "-", s.from())
                    : List.of(s.stack(), s.threads() == null ? "-" : s.threads().toString(), s.pool() == null ? "-" : s.pool().toString(),
                            Fmt.fixed(s.busyPercent(), 0, "-"), Fmt.fixed(s.waitP99Ms(), 1, "-"),
                            s.heapMb() == null ? "-" : s.heapMb().toString(), s.from()));
        }
        return Optional.of(TableSection.of("sizing", "Sizing: threads and connections for " + Fmt.fixed(sizing.targetRps(), 0)
                + " req/s", INTRO + " The rate: " + sizing.basis() + ".", table, 1));
    }
}
