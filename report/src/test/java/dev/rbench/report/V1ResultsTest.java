package dev.rbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.ResultsFile;
import dev.rbench.results.RunResults;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs written before the results module (schemaVersion 1) still render and compare with new ones. */
class V1ResultsTest {

    @TempDir
    Path dir;

    /**
     * The golden file is the summary.md today's runner wrote beside that results.json: read through
     * the v1 conversion, the same file renders the same summary.
     */
    @Test
    void aRealV1RunRendersTheSummaryItsRunnerWrote() throws IOException {
        Golden.assertMatches(Fixtures.summary(Fixtures.v1SeedDelayQuick()), "v1-seed-delay-quick-summary.md");
    }

    @Test
    void aRealV1RunRendersTheReportWithItsThreadCeiling() throws IOException {
        Path run = Files.createDirectories(dir.resolve("v1"));
        Files.writeString(run.resolve(ResultsFile.NAME), Fixtures.text(Fixtures.v1SeedDelayQuick()));

        ReportWriter.writeAll(run);

        String html = Files.readString(run.resolve(ReportWriter.HTML));
        assertThat(html).contains("<table id=\"study\">", "<table id=\"model-table\">", "id=\"timelines\"")
                // T/t = 10 threads / 500 ms, recovered from the v1 scenario on reading.
                .contains("T/t = 20.0 req/s");
        assertThat(Files.readString(run.resolve(ReportWriter.SUMMARY))).containsPattern("\\| +100 \\|");
    }

    @Test
    void aV1AndAV2RunOfTheSameScenarioCompareStepByStep() throws IOException {
        Path v1 = Files.createDirectories(dir.resolve("v1"));
        Path v2 = Files.createDirectories(dir.resolve("v2"));
        Files.writeString(v1.resolve(ResultsFile.NAME), Fixtures.text(Fixtures.v1SeedDelayQuick()));
        RunResults converted = ResultsFile.readRunDir(v1);
        ResultsFile.write(v2, converted);
        assertThat(Files.readString(v2.resolve(ResultsFile.NAME))).contains("\"schemaVersion\" : 2");

        ComparisonReport report = RunComparison.compare(v1, v2);

        assertThat(report.mismatches()).isEmpty();
        assertThat(report.steps()).hasSize(3 * 4);
        assertThat(report.steps()).allSatisfy(s -> assertThat(s.throughputRatio()).isEqualTo(1.0));
        assertThat(report.regressions(0.0)).isEmpty();
    }

    /**
     * The same preset run before the redesign (v1, flat settings recording every key) and after it (v2,
     * nested settings holding only the burst's keys): the same 12 steps, no mismatch for keys the burst
     * does not have, such as a duration.
     */
    @Test
    void aRealV1RunAndARealV2RunOfTheSamePresetCompareCleanly() throws IOException {
        Path v1 = Files.createDirectories(dir.resolve("before"));
        Path v2 = Files.createDirectories(dir.resolve("after"));
        Files.writeString(v1.resolve(ResultsFile.NAME), Fixtures.text(Fixtures.v1SeedDelayQuick()));
        Files.writeString(v2.resolve(ResultsFile.NAME), Fixtures.text(Fixtures.load(Fixtures.V2_SEED_DELAY_QUICK)));

        ComparisonReport report = RunComparison.compare(v1, v2);

        assertThat(report.mismatches()).isEmpty();
        assertThat(report.steps()).hasSize(3 * 4);
        assertThat(ResultsFile.readRunDir(v2).scenario().settings()).containsKey("workload").doesNotContainKey("duration")
                .doesNotContainKey("durationMs");
    }
}
