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

    /** Open workload with timelines, a saturated generator and corrected latency: every new optional key. */
    @Test
    void openRateRunRendersAsGolden() {
        Golden.assertMatches(SummaryMarkdown.render(Fixtures.openRate()), "open-rate-summary.md");
    }

    @Test
    void openRateSummaryFlagsSaturationAndExplainsCorrection() {
        String md = SummaryMarkdown.render(Fixtures.openRate());
        assertThat(md).contains("Placement: service on CPU 0, generator on CPU 1.",
                        StudyTable.SATURATED_LEGEND, "## Generator", "## Latency: corrected vs uncorrected",
                        LatencyCorrection.EXPLANATION, "rate 100 to 1000 req/s, poisson arrivals, max connections 500")
                .contains("- reactive, 1000 users: sends fell behind the arrival schedule (send lateness p99 18.2 ms");
        // Only the reactive 1000-user step is saturated: its three study-table figures carry the mark.
        String table = SummaryTable.markdown(Fixtures.openRate());
        assertThat(HtmlReportTest.count(table, StudyTable.SATURATED_MARK)).isEqualTo(3);
        assertThat(table.lines().filter(l -> l.contains(StudyTable.SATURATED_MARK))).singleElement()
                .satisfies(l -> assertThat(l).startsWith("|  1000 |"));
    }

    @Test
    void filesWithoutTheNewKeysGetNoNewSections() {
        String md = SummaryMarkdown.render(fixture);
        assertThat(md).doesNotContain("Placement:", "## Generator", "corrected", StudyTable.SATURATED_MARK);
    }

    @Test
    void placementReadsNullAsNotPinnedAndCpuListsAsPlural() {
        assertThat(Headline.placement(new Results(Fixtures.json("{\"environment\":{\"placement\":null}}")))).isEqualTo("not pinned");
        assertThat(Headline.placement(new Results(Fixtures.json("{\"environment\":{}}")))).isNull();
        assertThat(Headline.placement(new Results(Fixtures.json(
                "{\"environment\":{\"placement\":{\"service\":\"0-1\",\"generator\":\"2,3\"}}}"))))
                .isEqualTo("service on CPUs 0-1, generator on CPUs 2,3");
        assertThat(Headline.placement(new Results(Fixtures.json("""
                { "runs": [ { "stack": "a", "environment": { "placement": { "service": "0", "generator": "1" } } },
                            { "stack": "b", "environment": { "placement": null } } ] }""")))).isEqualTo(
                "a: service on CPU 0, generator on CPU 1; b: not pinned");
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
