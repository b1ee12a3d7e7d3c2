package dev.rbench.infra.jvm;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The part of a JVM's GC log ({@code -Xlog:gc:file=…:uptime,level}) written while a step ran: the
 * file's length is taken when the step starts and what was appended since is read when it ends.
 * Unified logging writes each line synchronously (unless {@code -Xlog:async} is given), so the
 * lines between the two lengths are the step's collections, with no clock to align.
 */
public final class GcLogWindow {

    private final Path log;
    private final long startOffset;

    private GcLogWindow(Path log, long startOffset) {
        this.log = log;
        this.startOffset = startOffset;
    }

    /** Opens a window at the log's current end (0 when the JVM has not created it yet). */
    public static GcLogWindow open(Path log) {
        return new GcLogWindow(log, length(log));
    }

    /**
     * What the JVM logged since {@link #open}, over a step of {@code wallSeconds}. A log that shrank
     * (the service was restarted and its log started afresh) is read from its beginning.
     */
    public GcActivity close(double wallSeconds) {
        long end = length(log);
        long from = end < startOffset ? 0 : startOffset;
        return GcActivity.parse(read(from, end), wallSeconds);
    }

    private List<String> read(long from, long to) {
        if (to <= from) {
            return List.of();
        }
        try (RandomAccessFile file = new RandomAccessFile(log.toFile(), "r")) {
            byte[] bytes = new byte[(int) Math.min(to - from, Integer.MAX_VALUE - 8)];
            file.seek(from);
            file.readFully(bytes);
            // A line still being written at the end is left for the next window.
            String text = new String(bytes, StandardCharsets.UTF_8);
            int lastNewline = text.lastIndexOf('\n');
            return lastNewline < 0 ? List.of() : text.substring(0, lastNewline).lines().toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    private static long length(Path log) {
        try {
            return Files.exists(log) ? Files.size(log) : 0;
        } catch (IOException e) {
            return 0;
        }
    }
}
