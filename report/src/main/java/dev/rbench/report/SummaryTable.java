package dev.rbench.report;

import dev.rbench.results.RunResults;

/** The study-layout summary table of a run, as aligned Markdown. */
public final class SummaryTable {

    private SummaryTable() {
    }

    /**
     * One row per user step: {@code users | mean s <stack>… | throughput req/s <stack>… | errors % <stack>…}.
     * Mean latency in seconds (3 decimals), throughput in req/s (2), errors as (requests-ok)/requests (2).
     * A step that could not run shows {@code failed}, a failed step that ran shows its figure with a
     * trailing {@code !}, a missing step shows {@code -}.
     */
    public static String markdown(RunResults results) {
        return StudyTable.build(new Results(results)).markdown();
    }
}
