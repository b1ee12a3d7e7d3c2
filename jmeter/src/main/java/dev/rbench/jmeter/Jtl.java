package dev.rbench.jmeter;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads a JMeter results file (JTL) in CSV with its header line. JMeter stamps each row with the END of the
 * request unless {@code sampleresult.timestamp.start=true}; the plans and runs of this tool set it, and a file
 * from elsewhere is recognised by which stamp keeps the rows in the order JMeter wrote them (rows are written as
 * requests end) and converted, or taken as the caller says.
 */
public final class Jtl {

    /** How the file's timeStamp column was written. */
    public enum Stamps {
        START, END, AUTO
    }

    /** The samples in file order, how they were stamped, and the step labels in order of first appearance. */
    public record Contents(List<JtlSample> samples, Stamps stamps, List<String> labels) {
    }

    /** Column → the jmeter.save.saveservice property that makes JMeter write it. */
    private static final Map<String, String> REQUIRED = new java.util.LinkedHashMap<>();

    static {
        REQUIRED.put("timeStamp", "jmeter.save.saveservice.timestamp_format=ms");
        REQUIRED.put("elapsed", "jmeter.save.saveservice.time=true");
        REQUIRED.put("label", "jmeter.save.saveservice.label=true");
        REQUIRED.put("responseCode", "jmeter.save.saveservice.response_code=true");
        REQUIRED.put("success", "jmeter.save.saveservice.successful=true");
    }

    /** Longer than any JMeter header line (about 30 columns). */
    private static final int HEADER_LIMIT = 1 << 16;

    /** Rows whose end goes back by more than this behind an earlier row count as out of order (writers race by a ms or two). */
    private static final long ORDER_SLACK_MS = 2;

    private Jtl() {
    }

    public static Contents read(Path file, Stamps stamps) {
        String name = file.getFileName().toString();
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            // The first line says what kind of file it is; read once, then handed back to the CSV parser.
            in.mark(HEADER_LIMIT);
            String firstRead = in.readLine();
            String first = firstRead == null ? "" : firstRead;
            in.reset();
            if (first.isBlank()) {
                throw new JmeterException(name + " is empty: JMeter wrote no sample (see its log)");
            }
            if (first.trim().startsWith("<")) {
                throw new JmeterException(name + " is XML; import reads CSV: run JMeter with -Jjmeter.save.saveservice.output_format=csv");
            }
            if (Character.isDigit(first.trim().charAt(0))) {
                throw new JmeterException(name + ":1 has no header line: run JMeter with -Jjmeter.save.saveservice.print_field_names=true");
            }
            CSVParser parser = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(in);
            Map<String, Integer> header = parser.getHeaderMap();
            for (var column : REQUIRED.entrySet()) {
                if (!header.containsKey(column.getKey())) {
                    throw new JmeterException(name + ":1 has no column \"" + column.getKey() + "\" (its columns: " + String.join(",", header.keySet())
                            + "); JMeter writes it with -J" + column.getValue());
                }
            }
            List<JtlSample> raw = new ArrayList<>();
            for (CSVRecord row : parser) {
                long line = row.getRecordNumber() + 1;
                long stamp = number(name, line, "timeStamp", row.get("timeStamp"),
                        "is not milliseconds since the epoch: run JMeter with -Jjmeter.save.saveservice.timestamp_format=ms");
                long elapsed = number(name, line, "elapsed", row.get("elapsed"), "is not a whole number of milliseconds");
                raw.add(new JtlSample(stamp, elapsed, row.get("label"), row.get("responseCode"), Boolean.parseBoolean(row.get("success")),
                        optional(row, header, "failureMessage"), optionalNumber(row, header, "bytes"), optional(row, header, "threadName"),
                        optional(row, header, "Hostname")));
            }
            Stamps used = stamps == Stamps.AUTO ? guess(raw) : stamps;
            List<JtlSample> samples = used == Stamps.START ? raw : raw.stream()
                    .map(s -> new JtlSample(s.startMs() - s.elapsedMs(), s.elapsedMs(), s.label(), s.code(), s.success(), s.message(),
                            s.bytes(), s.thread(), s.host()))
                    .toList();
            LinkedHashSet<String> labels = new LinkedHashSet<>();
            samples.forEach(s -> labels.add(s.label()));
            return new Contents(List.copyOf(samples), used, List.copyOf(labels));
        } catch (NoSuchFileException e) {
            throw new JmeterException("no JTL at " + file);
        } catch (IOException | java.io.UncheckedIOException | IllegalArgumentException | IllegalStateException e) {
            if (e instanceof JmeterException je) {
                throw je;
            }
            throw new JmeterException(name + ": not a JMeter CSV results file: " + e.getMessage(), e);
        }
    }

    /**
     * START when the rows' ends (stamp + elapsed) keep file order no worse than the stamps themselves do, END
     * otherwise. Rows are written as requests end, per engine; when every request took the same time both
     * readings order the file alike, and then they also give the same step, shifted by that time.
     */
    static Stamps guess(List<JtlSample> rows) {
        Map<String, long[]> lastEnd = new HashMap<>();
        Map<String, long[]> lastStamp = new HashMap<>();
        long endsBack = 0;
        long stampsBack = 0;
        for (JtlSample s : rows) {
            long[] e = lastEnd.computeIfAbsent(s.engine(), h -> new long[] {Long.MIN_VALUE});
            long[] t = lastStamp.computeIfAbsent(s.engine(), h -> new long[] {Long.MIN_VALUE});
            if (s.endMs() < e[0] - ORDER_SLACK_MS) {
                endsBack++;
            }
            if (s.startMs() < t[0] - ORDER_SLACK_MS) {
                stampsBack++;
            }
            e[0] = Math.max(e[0], s.endMs());
            t[0] = Math.max(t[0], s.startMs());
        }
        return stampsBack < endsBack ? Stamps.END : Stamps.START;
    }

    private static long number(String file, long line, String column, String value, String fix) {
        try {
            return Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw new JmeterException(file + ":" + line + ": " + column + " \"" + value + "\" " + fix);
        }
    }

    private static String optional(CSVRecord row, Map<String, Integer> header, String column) {
        return header.containsKey(column) && row.isSet(column) ? row.get(column) : "";
    }

    private static long optionalNumber(CSVRecord row, Map<String, Integer> header, String column) {
        String v = optional(row, header, column);
        try {
            return v.isBlank() ? 0 : Long.parseLong(v.trim());
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
