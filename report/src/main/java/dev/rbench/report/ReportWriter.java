package dev.rbench.report;

import dev.rbench.results.AtomicFiles;
import dev.rbench.results.ResultsFile;
import dev.rbench.results.ResultsFileException;
import dev.rbench.results.RunResults;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

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
        RunResults results = ResultsFile.readRunDir(runDir);
        // Render both before writing either, so a rendering bug cannot leave a half-updated pair.
        String summary = SummaryMarkdown.render(results);
        String html = HtmlReport.render(results);
        Path summaryFile = runDir.resolve(SUMMARY);
        Path htmlFile = runDir.resolve(HTML);
        AtomicFiles.write(summaryFile, summary);
        AtomicFiles.write(htmlFile, html);
        return List.of(summaryFile, htmlFile);
    }

    /**
     * Writes {@code summary.md} alone, atomically: cheap enough for a runner to call after every step,
     * where {@link #writeAll} would re-draw every chart in the measuring JVM.
     */
    public static Path writeSummary(Path runDir) throws IOException {
        Path summaryFile = runDir.resolve(SUMMARY);
        AtomicFiles.write(summaryFile, SummaryMarkdown.render(ResultsFile.readRunDir(runDir)));
        return summaryFile;
    }
}
