package dev.rbench.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

import tools.jackson.databind.JsonNode;

/** Writes the human-facing files of a run directory from its results.json, and nothing else. */
public final class ReportWriter {

    public static final String SUMMARY = "summary.md";
    public static final String HTML = "report.html";

    private ReportWriter() {
    }

    /**
     * Reads {@code runDir/results.json} and writes {@code summary.md} and {@code report.html} beside it.
     *
     * @return the files written
     * @throws ResultsFileException when results.json is missing, not JSON, or of an unknown schema version
     */
    public static List<Path> writeAll(Path runDir) throws IOException {
        JsonNode results = ResultsFile.readRunDir(runDir);
        // Render both before writing either, so a rendering bug cannot leave a half-updated pair.
        String summary = SummaryMarkdown.render(results);
        String html = HtmlReport.render(results);
        Path summaryFile = runDir.resolve(SUMMARY);
        Path htmlFile = runDir.resolve(HTML);
        writeAtomically(summaryFile, summary);
        writeAtomically(htmlFile, html);
        return List.of(summaryFile, htmlFile);
    }

    /**
     * Temp file in the same directory, then an atomic rename: a reader (a browser refreshing the
     * report while a run is still going) sees the old file or the new one, never a truncated one.
     */
    static void writeAtomically(Path target, String content) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Path temp = Files.createTempFile(dir, "." + target.getFileName() + ".", ".tmp");
        try {
            Files.writeString(temp, content, StandardCharsets.UTF_8);
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
