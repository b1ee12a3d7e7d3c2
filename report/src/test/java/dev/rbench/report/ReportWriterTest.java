package dev.rbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.results.ResultsFileException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportWriterTest {

    @TempDir
    Path runDir;

    @Test
    void writesSummaryAndHtmlBesideResultsAndLeavesNoTempFiles() throws IOException {
        Files.writeString(runDir.resolve("results.json"), Fixtures.text(Fixtures.seedDelay()));
        Files.writeString(runDir.resolve("report.html"), "stale");

        assertThat(ReportWriter.writeAll(runDir)).containsExactly(runDir.resolve("summary.md"), runDir.resolve("report.html"));

        assertThat(Files.readString(runDir.resolve("summary.md"))).isEqualTo(Fixtures.summary(Fixtures.seedDelay()));
        assertThat(Files.readString(runDir.resolve("report.html"))).startsWith("<!DOCTYPE html>").contains("<svg");
        try (Stream<Path> files = Files.list(runDir)) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .containsExactlyInAnyOrder("results.json", "summary.md", "report.html");
        }
    }

    @Test
    void writtenFilesAreReadableByOthersNotOwnerOnly() throws IOException {
        Files.writeString(runDir.resolve("results.json"), Fixtures.text(Fixtures.seedDelay()));
        ReportWriter.writeAll(runDir);
        // Results are shared: a temp-file default of 0600 would hide them from the team (umask 022 here).
        assertThat(Files.getPosixFilePermissions(runDir.resolve("report.html")))
                .contains(java.nio.file.attribute.PosixFilePermission.OTHERS_READ);
    }

    @Test
    void missingResultsIsExplained() {
        assertThatThrownBy(() -> ReportWriter.writeAll(runDir))
                .isInstanceOf(ResultsFileException.class)
                .hasMessageContaining("no results file at").hasMessageContaining("results.json");
    }

    @Test
    void invalidJsonIsExplained() throws IOException {
        Files.writeString(runDir.resolve("results.json"), "{ \"schemaVersion\": 1, \"runs\": [ ");
        assertThatThrownBy(() -> ReportWriter.writeAll(runDir))
                .isInstanceOf(ResultsFileException.class).hasMessageContaining("is not valid JSON");
    }

    @Test
    void unknownSchemaVersionIsExplained() throws IOException {
        Files.writeString(runDir.resolve("results.json"), "{ \"schemaVersion\": 99 }");
        assertThatThrownBy(() -> ReportWriter.writeAll(runDir))
                .isInstanceOf(ResultsFileException.class)
                .hasMessageContaining("schemaVersion 99").hasMessageContaining("reads schemaVersion 1 and 2");
        Files.writeString(runDir.resolve("results.json"), "{ }");
        assertThatThrownBy(() -> ReportWriter.writeAll(runDir)).hasMessageContaining("schemaVersion (none)");
        assertThat(runDir.resolve("summary.md")).doesNotExist();
    }
}
