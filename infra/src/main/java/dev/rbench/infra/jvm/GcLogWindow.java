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

    /** How much of the log before the window {@link #heapAfterMbBefore} reads: thousands of pauses, a service's whole run. */
    private static final long LOOK_BACK_BYTES = 8L * 1024 * 1024;

    private final Path log;
    private final long startOffset;
    private final Long heapAfterMbBefore;

    private GcLogWindow(Path log, long startOffset) {
        this.log = log;
        this.startOffset = startOffset;
        this.heapAfterMbBefore = GcActivity.parse(read(Math.max(0, startOffset - LOOK_BACK_BYTES), startOffset), 0)
                .heapAfterMbMin();
    }

    /** Opens a window at the log's current end (0 when the JVM has not created it yet). */
    public static GcLogWindow open(Path log) {
        return new GcLogWindow(log, length(log));
    }

    /**
     * The least heap in use after any pause before the window opened: the service's live heap when
     * idle, its baseline. Not the last pause's: objects that outlived an earlier step's requests in
     * the old generation stay counted there until a mixed or full collection, and would hide what
     * this step's requests need (null when the JVM had not paused yet).
     */
    public Long heapAfterMbBefore() {
        return heapAfterMbBefore;
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
            boolean midLine = false;
            if (from > 0) {
                file.seek(from - 1);
                midLine = file.read() != '\n';
            }
            byte[] bytes = new byte[(int) Math.min(to - from, Integer.MAX_VALUE - 8)];
            file.seek(from);
            file.readFully(bytes);
            // A line still being written at the end is left for the next window.
            String text = new String(bytes, StandardCharsets.UTF_8);
            if (midLine) {
                // Starting in the middle of a line (looking back, or a line half written when the window opened): not a line.
                int firstNewline = text.indexOf('\n');
                text = firstNewline < 0 ? "" : text.substring(firstNewline + 1);
            }
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
