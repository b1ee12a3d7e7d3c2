package dev.rbench.loadgen;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * Writes a step's corrected per-second histograms as a standard HdrHistogram interval log (.hlog: format version,
 * start time, base time, legend, one interval per second; values in microseconds, the Max column in ms), readable
 * with {@code HistogramLogReader}, HdrHistogram's HistogramLogProcessor or HdrHistogramVisualizer.
 */
public final class IntervalLog {

    private static final double MICROS_PER_MS = 1000.0;

    private IntervalLog() {
    }

    public static void writeIntervalLog(Path file, StepResult r) {
        try (PrintStream out = new PrintStream(file.toFile(), StandardCharsets.US_ASCII)) {
            HistogramLogWriter writer = new HistogramLogWriter(out);
            long start = r.intervalHistograms().isEmpty() ? System.currentTimeMillis()
                    : r.intervalHistograms().getFirst().getStartTimeStamp();
            writer.outputComment("rbench loadgen: corrected latencies in microseconds, one interval per second");
            writer.outputLogFormatVersion();
            writer.outputStartTime(start);
            writer.setBaseTime(start);
            writer.outputBaseTime(start);
            writer.outputLegend();
            for (Histogram h : r.intervalHistograms()) {
                writer.outputIntervalHistogram((h.getStartTimeStamp() - start) / 1000.0,
                        (h.getEndTimeStamp() - start) / 1000.0, h, MICROS_PER_MS);
            }
            if (out.checkError()) {
                throw new UncheckedIOException(new IOException("cannot write interval log " + file));
            }
        } catch (FileNotFoundException e) {
            throw new UncheckedIOException("cannot create interval log " + file, e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write interval log " + file, e);
        }
    }
}
