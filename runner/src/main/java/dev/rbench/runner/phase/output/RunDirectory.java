package dev.rbench.runner.phase.output;

import dev.rbench.report.ReportWriter;
import dev.rbench.results.ResultsFile;
import dev.rbench.results.RunResults;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A run's folder as its results sink: results.json and summary.md after every step (each replaced
 * atomically, so an interrupted run keeps what it measured), report.html once at the end. The report
 * draws every chart with JFreeChart; doing that after every step allocated in the measuring JVM
 * between steps and re-drew every chart so far (docs/lab/loadgen.md, "report.html drawn once", has the figures).
 */
public final class RunDirectory implements ResultsSink {

    private final Path dir;

    private RunDirectory(Path dir) {
        this.dir = dir;
    }

    /** Creates the folder and checks it takes a file, before anything is started that would need stopping. */
    public static RunDirectory prepare(Path dir) {
        try {
            Files.createDirectories(dir);
            Path probe = Files.createTempFile(dir, ".rbench-writable", ".tmp");
            Files.delete(probe);
            return new RunDirectory(dir);
        } catch (IOException e) {
            throw new ResultsNotWritableException(dir, e);
        }
    }

    /** After every step: results.json, then summary.md drawn from it. */
    @Override
    public void save(RunResults results) {
        write(results, ReportWriter::writeSummary);
    }

    /** Once: results.json, then summary.md and report.html drawn from it. */
    @Override
    public void finish(RunResults results) {
        write(results, ReportWriter::writeAll);
    }

    /** The human-facing files are drawn from results.json alone, as anyone could redraw them. */
    private void write(RunResults results, DrawnFromResults drawn) {
        try {
            ResultsFile.write(dir, results);
            drawn.write(dir);
        } catch (IOException e) {
            throw new ResultsNotWritableException(dir, e);
        }
    }

    @FunctionalInterface
    private interface DrawnFromResults {
        Object write(Path runDir) throws IOException;
    }
}
