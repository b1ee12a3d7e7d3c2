package dev.rbench.report;

import java.util.List;

import tools.jackson.databind.JsonNode;

/** summary.md: the run at a glance, readable both rendered and as plain text. */
public final class SummaryMarkdown {

    private SummaryMarkdown() {
    }

    public static String render(JsonNode resultsJson) {
        Results results = new Results(resultsJson);
        StringBuilder md = new StringBuilder();
        md.append("# ").append(Headline.title(results)).append("\n\n");
        String description = Json.text(results.scenario(), "description");
        if (description != null && !description.isBlank()) {
            md.append(description.strip()).append("\n\n");
        }
        md.append("Scenario: ").append(Headline.workload(results)).append(".\n\n");
        md.append("Machine: ").append(Headline.machine(results)).append(".\n\n");
        md.append(StudyTable.build(results).markdown()).append('\n');
        md.append(StudyTable.LEGEND).append("\n\n");
        md.append("## Model\n\n");
        md.append("Measured against the analytic model; error % = measured / predicted - 1.\n\n");
        md.append(ModelTable.build(results).markdown()).append('\n');
        md.append("## Failures\n\n");
        List<String> failures = Failures.list(results);
        if (failures.isEmpty()) {
            md.append("None.\n");
        } else {
            failures.forEach(f -> md.append("- ").append(f).append('\n'));
        }
        return md.toString();
    }
}
