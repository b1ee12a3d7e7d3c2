package dev.rbench.runner.results;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.runner.phase.output.RunDirectory;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** After every step the files an interrupted run keeps; the charts only once, at the end. */
class RunDirectoryTest {

    @Test
    void aStepSavesResultsAndSummaryButDrawsNoChart(@TempDir Path dir) throws Exception {
        RunDirectory.prepare(dir).save(ResultsFormatTest.sample());
        assertThat(dir.resolve("results.json")).content().contains("\"schemaVersion\" : 2");
        assertThat(dir.resolve("summary.md")).content().contains("| users |");
        assertThat(dir.resolve("report.html")).doesNotExist();
        try (var files = Files.list(dir)) {
            assertThat(files).as("no temp file left behind").allMatch(f -> !f.getFileName().toString().endsWith(".tmp"));
        }
    }

    @Test
    void theEndOfTheRunRendersTheReport(@TempDir Path dir) throws Exception {
        RunDirectory sink = RunDirectory.prepare(dir.resolve("new-folder"));
        sink.save(ResultsFormatTest.sample());
        sink.finish(ResultsFormatTest.sample());
        assertThat(dir.resolve("new-folder/report.html")).content().contains("<svg");
        assertThat(dir.resolve("new-folder/summary.md")).exists();
    }
}
