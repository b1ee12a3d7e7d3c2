package dev.rbench.infra.jvm;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Generational ZGC's collections read from its {@code gc} and {@code gc+heap} lines (the services' GC log asks for both):
 * what each collection found in use and what it left. Its one-line summary ({@code Minor Collection (…) 228M(45%)->
 * 228M(45%) 0.027s}) is no figure of what a collection left: the "after" holds everything the service allocated while
 * the concurrent cycle ran, and is often above the "before". Its heap tables are: the heap in use when marking began
 * (the first {@code Used:} of {@code Heap Statistics}), and the garbage marking found in each generation it collected
 * ({@code Garbage:} at Mark End). Their difference is what a stop-the-world collector's "after" is — the young
 * generation's live objects plus the old generation as it stands (a major collection takes the old generation's garbage
 * out too) — with nothing allocated during the cycle counted, so steps[].memory reads the same figure under ZGC as under
 * G1 (without it a run under ZGC has no live-heap figure at all).
 *
 * <p>Non-generational ZGC (JDK 21 and older) and Shenandoah print neither: their collections stay counted and nothing more.
 */
final class ZgcCollections {

    /** One collection: the heap in use when it began and what it left, in MB, at the uptime its summary line was written. */
    record Collection(double uptimeSeconds, long beforeMb, long afterMb) {
    }

    // [0.758s][info] GC(5) Y:      Used:      286M (56%)         314M (61%) … (a minor collection's phase is "y:")
    private static final Pattern TABLE_ROW = Pattern.compile(
            "GC\\((?<id>\\d+)\\) [YOyo]: +(?<row>[A-Za-z ]+?): +(?<first>-|\\d+M) .*?(?<second>\\d+M|-)");
    private static final Pattern TABLE = Pattern.compile("GC\\((?<id>\\d+)\\) [YOyo]: (?<table>Heap|Young Generation|Old Generation) Statistics:");
    // [0.800s][info] GC(5) Major Collection (Allocation Rate) 270M(53%)->314M(61%) 0.059s
    private static final Pattern SUMMARY = Pattern.compile(
            "^\\[(?<uptime>[\\d.]+)s\\].*?GC\\((?<id>\\d+)\\) (?:Major|Minor) Collection \\(.*\\) \\d+M\\(\\d+%\\)->\\d+M\\(\\d+%\\) [\\d.]+s\\s*$");

    /** Per collection under way: the table its next rows belong to, the heap in use at its start, the garbage found. */
    private static final class Reading {
        String table;
        Long usedAtStartMb;
        long garbageMb;
        boolean garbageRead;
    }

    private final Map<String, Reading> underWay = new HashMap<>();

    /** Feeds one line; returns the collection it completes, if it is a collection's summary whose tables were read. */
    Optional<Collection> accept(String line) {
        Matcher table = TABLE.matcher(line);
        if (table.find()) {
            underWay.computeIfAbsent(table.group("id"), id -> new Reading()).table = table.group("table");
            return Optional.empty();
        }
        Matcher row = TABLE_ROW.matcher(line);
        if (row.find()) {
            Reading r = underWay.get(row.group("id"));
            if (r != null) {
                take(r, row.group("row").trim(), row.group("first"), row.group("second"));
            }
            return Optional.empty();
        }
        Matcher summary = SUMMARY.matcher(line);
        if (!summary.find()) {
            return Optional.empty();
        }
        Reading r = underWay.remove(summary.group("id"));
        if (r == null || r.usedAtStartMb == null || !r.garbageRead) {
            return Optional.empty();
        }
        return Optional.of(new Collection(Double.parseDouble(summary.group("uptime")), r.usedAtStartMb,
                Math.max(0, r.usedAtStartMb - r.garbageMb)));
    }

    private static void take(Reading r, String row, String markStart, String markEnd) {
        if ("Heap".equals(r.table) && "Used".equals(row) && r.usedAtStartMb == null && !"-".equals(markStart)) {
            // The first heap table is the young phase's, whose mark start is the collection's start.
            r.usedAtStartMb = mb(markStart);
        } else if (r.table != null && r.table.endsWith("Generation") && "Garbage".equals(row) && !"-".equals(markEnd)) {
            r.garbageMb += mb(markEnd);
            r.garbageRead = true;
        }
    }

    private static long mb(String figure) {
        return Long.parseLong(figure.substring(0, figure.length() - 1));
    }
}
