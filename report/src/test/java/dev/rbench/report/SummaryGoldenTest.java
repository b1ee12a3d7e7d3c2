package dev.rbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

class SummaryGoldenTest {

    private final JsonNode fixture = Fixtures.seedDelay();

    /**
     * Each fixture's summary (and the seed-delay table alone) against its golden file: the
     * hand-written seed-delay run; the runner's own output, sealed, so a format drift between runner
     * and report shows here; an open workload with timelines, a saturated generator and corrected
     * latency (every optional key); open steps identified by offered rate, not users.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("goldens")
    void rendersAsGolden(String golden, Supplier<String> rendered) {
        Golden.assertMatches(rendered.get(), golden);
    }

    static Stream<Arguments> goldens() {
        return Stream.of(
                golden("seed-delay-summary-table.md", () -> Fixtures.table(Fixtures.seedDelay())),
                golden("seed-delay-summary.md", () -> Fixtures.summary(Fixtures.seedDelay())),
                golden("seed-delay-measured-summary.md", () -> Fixtures.summary(Fixtures.seedDelayMeasured())),
                golden("open-rate-summary.md", () -> Fixtures.summary(Fixtures.openRate())),
                golden("open-steps-summary.md", () -> Fixtures.summary(Fixtures.openSteps())),
                golden("repeat5-seed-delay-quick-summary.md", () -> Fixtures.summary(Fixtures.load(Fixtures.REPEAT5_SEED_DELAY_QUICK))));
    }

    private static Arguments golden(String file, Supplier<String> rendered) {
        return Arguments.of(file, rendered);
    }

    @Test
    void openRateSummaryFlagsSaturationAndExplainsCorrection() {
        String md = Fixtures.summary(Fixtures.openRate());
        assertThat(md).contains("Placement: service on CPU 0, generator on CPU 1.",
                        StudyTable.SATURATED_LEGEND, "## Generator", "## Latency: corrected vs uncorrected",
                        LatencyCorrection.EXPLANATION, "server threads 50, poisson arrivals, max connections 500")
                .contains("- reactive, 1000 users: sends fell behind the arrival schedule (send lateness p99 18.2 ms");
        // Only the reactive 1000-user step is saturated: its three study-table figures carry the mark.
        String table = Fixtures.table(Fixtures.openRate());
        assertThat(HtmlReportTest.count(table, StudyTable.SATURATED_MARK)).isEqualTo(3);
        assertThat(table.lines().filter(l -> l.contains(StudyTable.SATURATED_MARK))).singleElement()
                .satisfies(l -> assertThat(l).startsWith("|  1000 |"));
    }

    /** Steps identified by offered rate, not users (all 500): the table and the lines are keyed by rate. */
    @Test
    void openStepsSummaryIsKeyedByOfferedRate() {
        String md = Fixtures.summary(Fixtures.openSteps());
        assertThat(md).contains("workload open, ", "offered rates 100, 200, 400 req/s", "max connections 500")
                .contains("| offered req/s | throughput req/s |")
                .doesNotContain("| users |", " 500 users");
        List<String> lines = Fixtures.table(Fixtures.openSteps()).lines().toList();
        assertThat(lines).hasSize(2 + 3);
        assertThat(lines.getFirst()).startsWith("| offered req/s | mean s blocking | mean s reactive |");
        assertThat(lines.subList(2, 5)).extracting(l -> l.substring(1, l.indexOf('|', 1)).strip())
                .containsExactly("100", "200", "400");
        assertThat(lines.get(4)).contains(" 199.60 ", " 398.20 ", " 0.30 ");
    }

    @Test
    void failureAndSaturationLinesNameTheOfferedRate() {
        ObjectNode fixture = Fixtures.openSteps();
        ObjectNode step = (ObjectNode) fixture.get("runs").get(0).get("steps").get(2);
        step.put("failed", true);
        step.put("failure", "too many timeouts");
        step.putObject("generator").put("saturated", true).put("reason", "fell behind");
        String md = Fixtures.summary(fixture);
        assertThat(md).contains("- blocking, 400 offered req/s: too many timeouts", "- blocking, 400 offered req/s: fell behind");
    }

    @Test
    void fractionalRatesAreShownAsGiven() {
        ObjectNode fixture = Fixtures.openStepsFirstRate(12.5);
        assertThat(Fixtures.summary(fixture)).contains("offered rates 12.5, 200, 400 req/s");
        assertThat(Fixtures.table(fixture).lines().skip(2).findFirst().orElseThrow()).startsWith("|          12.5 |");
    }

    @Test
    void filesWithoutTheNewKeysGetNoNewSections() {
        String md = Fixtures.summary(fixture);
        assertThat(md).doesNotContain("## Generator", "corrected", StudyTable.SATURATED_MARK);
        // Placement has always a line: a file without the key was not pinned (version 2 always has the key).
        assertThat(md).contains("Placement: not pinned.");
    }

    @Test
    void placementReadsNullAsNotPinnedAndCpuListsAsPlural() {
        assertThat(Headline.placement(Fixtures.view(Fixtures.json("{\"environment\":{\"placement\":null}}")))).isEqualTo("not pinned");
        assertThat(Headline.placement(Fixtures.view(Fixtures.json("{\"environment\":{}}")))).isEqualTo("not pinned");
        assertThat(Headline.placement(Fixtures.view(Fixtures.json(
                "{\"environment\":{\"placement\":{\"service\":\"0-1\",\"generator\":\"2,3\"}}}"))))
                .isEqualTo("service on CPUs 0-1, generator on CPUs 2,3");
        assertThat(Headline.placement(Fixtures.view(Fixtures.json(
                "{\"environment\":{\"placement\":{\"service\":\"\",\"generator\":\"1\"}}}"))))
                .isEqualTo("service not pinned, generator on CPU 1");
    }

    /** Shape rules that hold for any results file, so they survive replacing the fixture. */
    @Test
    void summaryTableIsAlignedMarkdownWithStudyColumns() {
        List<String> lines = Fixtures.table(fixture).lines().toList();
        Results results = Fixtures.view(fixture);
        assertThat(lines).hasSize(2 + results.stepValues().size());
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
        String md = Fixtures.summary(fixture);
        assertThat(md).startsWith("# " + Fixtures.view(fixture).name() + "\n")
                .contains("Machine: ", "## Model", "## Failures", StudyTable.LEGEND, Fixtures.table(fixture));
    }
}
