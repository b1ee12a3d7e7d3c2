package dev.rbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

import tools.jackson.databind.JsonNode;

class SummaryGoldenTest {

    private final JsonNode fixture = Fixtures.seedDelay();

    @Test
    void summaryTableMatchesGolden() {
        Golden.assertMatches(SummaryTable.markdown(fixture), "seed-delay-summary-table.md");
    }

    @Test
    void summaryMarkdownMatchesGolden() {
        Golden.assertMatches(SummaryMarkdown.render(fixture), "seed-delay-summary.md");
    }

    /** The runner's own output, sealed: a format drift between runner and report shows here. */
    @Test
    void measuredRunRendersAsGolden() {
        Golden.assertMatches(SummaryMarkdown.render(Fixtures.seedDelayMeasured()), "seed-delay-measured-summary.md");
    }

    /** Shape rules that hold for any results file, so they survive replacing the fixture. */
    @Test
    void summaryTableIsAlignedMarkdownWithStudyColumns() {
        List<String> lines = SummaryTable.markdown(fixture).lines().toList();
        Results results = new Results(fixture);
        assertThat(lines).hasSize(2 + results.users().size());
        assertThat(lines).allSatisfy(line -> assertThat(line).startsWith("|").endsWith("|"));
        assertThat(lines).extracting(String::length).containsOnly(lines.getFirst().length());
        assertThat(lines.get(1).split("\\|", -1)).filteredOn(c -> !c.isEmpty()).allSatisfy(c -> assertThat(c).matches("-+:"));
        String header = lines.getFirst();
        List<String> stacks = results.stacks();
        assertThat(header).containsSubsequence("users", "mean s " + stacks.getFirst(), "mean s " + stacks.getLast(),
                "throughput req/s " + stacks.getFirst(), "errors % " + stacks.getLast());
    }

    @Test
    void summaryMarkdownHasTitleMachineTableLegendModelAndFailures() {
        String md = SummaryMarkdown.render(fixture);
        assertThat(md).startsWith("# " + new Results(fixture).name() + "\n")
                .contains("Machine: ", "## Model", "## Failures", StudyTable.LEGEND, SummaryTable.markdown(fixture));
    }
}
