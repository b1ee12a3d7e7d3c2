package dev.rbench.runner.results;

import java.util.List;

/** summary.md: the table with a few lines of context, drawn from the results alone. */
public final class SummaryMarkdown {

    public static final String FILE_NAME = "summary.md";

    private SummaryMarkdown() {
    }

    public static String render(RunResults r) {
        StringBuilder sb = new StringBuilder();
        var s = r.scenario();
        sb.append("# ").append(s.get("name")).append(r.complete() ? "" : " (incomplete)").append("\n\n");
        if (s.get("description") instanceof String d && !d.isBlank()) {
            sb.append(d.strip()).append("\n\n");
        }
        sb.append("Workload: ").append(s.get("workload")).append(", path ").append(s.get("path"))
                .append(", delay ").append(s.get("delay")).append(", ramp ").append(s.get("ramp"))
                .append(", blocking server threads ").append(s.get("serverThreads"))
                .append(Boolean.TRUE.equals(s.get("quick")) ? ", quick form" : "").append(".\n");
        var e = r.environment();
        sb.append("Machine: ").append(e.cpuModel()).append(", ").append(e.cores()).append(" cores, ")
                .append(e.memoryMb()).append(" MB; ").append(e.java()).append("; started ").append(e.startedAt()).append(".\n\n");
        sb.append(SummaryTable.markdown(r)).append('\n');
        sb.append("Mean is the mean response time of the step's requests, throughput is successful responses per second"
                + " of the step's wall time, errors are failed requests of those sent. '!' marks a failed step.\n");
        List<String> failures = r.runs().stream().filter(run -> run.failure() != null)
                .map(run -> "- " + run.stack() + ": " + run.failure()).toList();
        if (!failures.isEmpty()) {
            sb.append("\nFailures:\n").append(String.join("\n", failures)).append('\n');
        }
        return sb.toString();
    }
}
