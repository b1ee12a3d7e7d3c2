package dev.rbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.Estimate;
import dev.rbench.results.Percentile;
import dev.rbench.results.ResultsFile;
import dev.rbench.results.RunResults;
import dev.rbench.results.SloCapacity;
import dev.rbench.results.SloObjective;
import dev.rbench.results.stats.Capacities;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CapacityReportTest {

    private static final SloObjective P99_600 = new SloObjective(List.of(new SloObjective.LatencyBound(Percentile.P99, 600)), 0.1);

    /** The recorded seed-delay --quick --repeat 5 run, judged against p99 ≤ 600 ms as the runner judges it. */
    private static RunResults judged() {
        RunResults recorded = Fixtures.results(Fixtures.load(Fixtures.REPEAT5_SEED_DELAY_QUICK));
        return recorded.withCapacity(Capacities.of(recorded, P99_600));
    }

    @Test
    void oneLinePerStackOpensTheVerdictOfSummaryAndReport() {
        RunResults file = judged();
        assertThat(CapacityReport.heading(file)).contains("Capacity at p99 ≤ 600 ms, errors ≤ 0.1 %");
        assertThat(CapacityReport.lines(file)).containsExactly(
                "blocking: 10 users (95 % interval 10–10 over 5 repeats); at 50 users: p99 2,445 ms > 600 ms",
                "virtual: 100 users (95 % interval 100–100 over 5 repeats), the largest load run: its capacity may lie beyond",
                "reactive: 100 users (95 % interval 100–100 over 5 repeats), the largest load run: its capacity may lie beyond");
        String md = SummaryMarkdown.render(file);
        assertThat(md).contains("## Verdict\n\n**Capacity at p99 ≤ 600 ms, errors ≤ 0.1 %**\n\n- blocking: 10 users");
        assertThat(md.indexOf("Capacity at")).isLessThan(md.indexOf(file.verdict().summary().getFirst()));
        String html = HtmlReport.render(file);
        assertThat(html).contains("<h2>Verdict</h2>\n<div id=\"capacity\">\n<h3>Capacity at p99 ≤ 600 ms, errors ≤ 0.1 %</h3>")
                .contains("<li>virtual: 100 users (95 % interval 100–100 over 5 repeats), the largest load run");
    }

    @Test
    void withoutAnObjectiveNothingIsSaidOfOne() {
        RunResults recorded = Fixtures.results(Fixtures.load(Fixtures.REPEAT5_SEED_DELAY_QUICK));
        assertThat(CapacityReport.heading(recorded)).isEmpty();
        assertThat(CapacityReport.lines(recorded)).isEmpty();
        assertThat(SummaryMarkdown.render(recorded)).doesNotContain("Capacity at").doesNotContain("objective");
        assertThat(HtmlReport.render(recorded)).doesNotContain("id=\"capacity\"").doesNotContain("objective");
    }

    @Test
    void aStackThatMetItNowhereOrOnlyAboveAMissSaysSo() {
        SloCapacity.StepCheck miss1 = check(0, 1, false, List.of("errors 5 % > 0.1 %"));
        SloCapacity.StepCheck ok10 = check(1, 10, true, List.of());
        SloCapacity.StepCheck miss50 = check(2, 50, false, List.of("p99 700 ms > 600 ms"));
        assertThat(CapacityReport.line(new SloCapacity.StackCapacity("blocking", null, null, false, List.of(miss1, miss50))))
                .isEqualTo("blocking: met it at no step; at 1 user: errors 5 % > 0.1 %");
        assertThat(CapacityReport.line(new SloCapacity.StackCapacity("virtual", new Estimate(10, null, null, List.of(10.0, 0.0, 10.0)),
                null, false, List.of(miss1, ok10, miss50))))
                .isEqualTo("virtual: 10 users (each repeat: 10, none, 10); at 50 users: p99 700 ms > 600 ms. It missed at 1 user");
        assertThat(CapacityReport.line(new SloCapacity.StackCapacity("app", null, null, false, List.of())))
                .isEqualTo("app: not measured (no step ran)");
        SloCapacity.StepCheck failed = new SloCapacity.StepCheck(0, 1, null, null, null, false, List.of(), 100,
                List.of("failed: would not start"), 0, 1, false);
        assertThat(CapacityReport.line(new SloCapacity.StackCapacity("reactive", null, null, false, List.of(failed, failed))))
                .isEqualTo("reactive: not measured (failed: would not start)");
        SloCapacity.StepCheck rate = new SloCapacity.StepCheck(0, 4, 250.0, null, null, true, List.of(500.0), 0, List.of(), 1, 1, false);
        assertThat(CapacityReport.line(new SloCapacity.StackCapacity("reactive", null, Estimate.point(250, List.of()), true, List.of(rate))))
                .isEqualTo("reactive: 250 req/s, the largest load run: its capacity may lie beyond");
    }

    @Test
    void theCapacityTravelsThroughResultsJsonAndAnOlderFileStillRenders(@TempDir Path dir) throws Exception {
        RunResults file = judged().withVerdict(judged().verdict());
        ResultsFile.write(dir, file);
        RunResults read = ResultsFile.readRunDir(dir);
        assertThat(read.capacity()).isEqualTo(file.capacity());
        assertThat(Files.readString(dir.resolve(ResultsFile.NAME))).contains("\"capacity\"").contains("\"percentile\" : \"p99\"");
        RunResults v1 = Fixtures.results(Fixtures.v1SeedDelayQuick());
        assertThat(v1.capacity()).isNull();
        assertThat(HtmlReport.render(v1)).doesNotContain("id=\"capacity\"");
    }

    @Test
    void aDecisionWithinTheP99sIntervalSaysAnotherRunMayGoTheOtherWay() {
        SloCapacity.StepCheck ok50 = new SloCapacity.StepCheck(0, 50, null, null, null, true, List.of(590.0), 0, List.of(), 1, 1, true);
        SloCapacity.StepCheck miss100 = new SloCapacity.StepCheck(1, 100, null, null, null, false, List.of(643.0), 0,
                List.of("p99 643 ms > 600 ms"), 0, 1, true);
        assertThat(CapacityReport.line(new SloCapacity.StackCapacity("reactive", Estimate.point(50, List.of()), null, false,
                List.of(ok50, miss100)))).isEqualTo("reactive: 50 users; at 100 users: p99 643 ms > 600 ms. Close: the bound lies"
                        + " within that p99's 95 % interval, so another run may meet it. Close at 50 users: the bound lies within its"
                        + " p99's 95 % interval, so another run may miss it");
    }

    private static SloCapacity.StepCheck check(int index, int users, boolean sustained, List<String> misses) {
        return new SloCapacity.StepCheck(index, users, null, null, null, sustained, List.of(600.0), 0, misses, sustained ? 1 : 0, 1,
                false);
    }
}
