package dev.rbench.grep;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;

/**
 * Searches one file at a time with GNU grep's rules (one searcher per thread; it keeps its buffer).
 *
 * <p>The file is read {@link #READ_SIZE} bytes at a time, after the unfinished line of the previous read, as grep
 * 3.8 does; a NUL byte in a read makes the file binary from the lines completed in that read on: the first
 * match after it ends the file's output with "binary file matches". Under a UTF-8 locale a matching line that is
 * not valid UTF-8 is left out and the file reported the same way. A line longer than {@link #MAX_HELD_LINE} is
 * searched window by window and, when it matches, copied from the file to the output: never held whole.
 */
final class FileSearcher {

    static final int READ_SIZE = 96 * 1024;
    static final int MAX_HELD_LINE = 16 << 20;
    private static final int COPY_SIZE = 1 << 20;

    private final LineMatcher matcher;
    private final GrepOptions.Mode mode;
    private final boolean utf8;
    private byte[] buf = new byte[2 * READ_SIZE];

    // the file being searched
    private Path path;
    private boolean withName;
    private byte[] name; // "path:" or nothing, made at the first line or count printed
    private FileOutput out;
    private int start; // buf[start, end) is read but not yet searched; it starts a line
    private int end;
    private int clean; // buf[start, clean) is known to hold no newline: a growing line is not scanned again
    private long offset; // the file offset of buf[0]
    private int counted; // lines are counted up to buf[counted], only when a match or a shift needs it
    private long lineNo; // lines before buf[counted]
    private long matches;
    private boolean binary;
    private int uncheckedFrom; // buf[uncheckedFrom, uncheckedTo): the file's last read, not yet checked for NUL
    private int uncheckedTo;
    private boolean binaryOutput; // a match that grep does not print: after a NUL, or not valid UTF-8
    private boolean done;

    FileSearcher(LineMatcher matcher, GrepOptions.Mode mode, boolean utf8) {
        this.matcher = matcher;
        this.mode = mode;
        this.utf8 = utf8;
    }

    /**
     * Searches {@code file}, writing to {@code output}; lines and counts start with {@code "path:"} unless
     * {@code withName} is false (grep's way with a single file operand).
     */
    Result search(Path file, boolean withName, IoStyle io, FileOutput output) throws IOException {
        path = file;
        this.withName = withName;
        name = null;
        out = output;
        lineNo = 0;
        matches = 0;
        binary = false;
        uncheckedFrom = 0;
        uncheckedTo = 0;
        binaryOutput = false;
        done = false;
        try (IoStyle.Source source = io.open(file)) {
            read(source);
        }
        switch (mode) {
            case COUNT -> out.bytes(name()).number(matches).text("\n");
            case LIST -> {
                if (matches > 0) {
                    out.text(file.toString()).text("\n");
                }
            }
            case LINES -> { }
        }
        return new Result(matches > 0, mode == GrepOptions.Mode.LINES && binaryOutput);
    }

    /** What starts each line printed: the path and a colon, or nothing (a single file operand). */
    private byte[] name() {
        if (name == null) {
            name = withName ? (path + ":").getBytes(java.nio.charset.StandardCharsets.UTF_8) : new byte[0];
        }
        return name;
    }

    /** The buffer's size: it grows to hold a line, but never beyond {@link #MAX_HELD_LINE} and a read or two. */
    int bufferSize() {
        return buf.length;
    }

    /** Whether a line matched, and whether some matching lines were not printed because the file is binary. */
    record Result(boolean matched, boolean binaryMatches) {
    }

    private void read(IoStyle.Source source) throws IOException {
        start = 0;
        end = 0;
        clean = 0;
        counted = 0;
        offset = 0;
        while (!done) {
            // The next read goes after the unfinished line where there is room: searched bytes leave the buffer
            // (and have their lines counted) only when they must, so a file of two reads is never counted unless
            // it matches.
            boolean longHeld = end - start >= MAX_HELD_LINE;
            if (start > 0 && (longHeld || buf.length - end < READ_SIZE)) {
                checkUnchecked(); // after a long line's last read: its bytes are about to leave the buffer
                lineNo += Bytes.count(buf, counted, start, (byte) '\n');
                counted = 0;
                System.arraycopy(buf, start, buf, 0, end - start);
                offset += start;
                end -= start;
                clean = Math.max(0, clean - start);
                start = 0;
            }
            if (longHeld) {
                if (!longLine(source)) {
                    return;
                }
                continue;
            }
            if (buf.length - end < READ_SIZE) {
                buf = Arrays.copyOf(buf, Math.min(Math.max(buf.length * 2, end + READ_SIZE), MAX_HELD_LINE + READ_SIZE));
            }
            int n = readChecked(source, end);
            end += n;
            boolean eof = n < READ_SIZE;
            int limit = eof ? end : Bytes.lastIndexOf(buf, Math.max(start, clean), end, (byte) '\n') + 1;
            if (limit > start) {
                searchLines(start, limit);
                start = limit;
            }
            clean = end;
            if (eof) {
                return;
            }
        }
    }

    /**
     * Reads up to {@link #READ_SIZE} bytes to buf[at...]; a NUL among them makes the file binary. The file's last
     * read (a short one) is checked only when a line matches (most files searched print nothing, and then whether
     * they are binary does not matter), unless the matcher's answer depends on where NULs split lines.
     */
    private int readChecked(IoStyle.Source source, int at) throws IOException {
        int n = source.readFully(buf, at, READ_SIZE);
        if (n == READ_SIZE || matcher.splitsAtNul()) {
            checkNul(at, at + n);
        } else {
            uncheckedFrom = at;
            uncheckedTo = at + n;
        }
        return n;
    }

    private void checkNul(int from, int to) {
        if (!binary && Bytes.hasNul(buf, from, to)) {
            binary = true;
        }
    }

    /** Makes {@link #binary} true to every read so far, before a match is handled by it. */
    private void checkUnchecked() {
        if (uncheckedTo > uncheckedFrom) {
            checkNul(uncheckedFrom, uncheckedTo);
            uncheckedTo = uncheckedFrom;
        }
    }

    /** Searches the complete lines of buf[from, to), counting lines up to each match. */
    private void searchLines(int from, int to) throws IOException {
        int pos = from;
        while (pos < to && !done) {
            int hit = matcher.find(buf, pos, to, binary);
            if (hit < 0) {
                break;
            }
            checkUnchecked();
            int lineStart = lineStart(pos, hit);
            int lineEnd = lineEnd(hit, to);
            long number = lineNo + Bytes.count(buf, counted, lineStart, (byte) '\n') + 1;
            matched(number, lineStart, lineEnd);
            lineNo = number;
            pos = Math.min(lineEnd + 1, to);
            counted = pos;
            if (lineEnd == to) {
                return;
            }
        }
    }

    private int lineStart(int from, int at) {
        for (int i = at - 1; i >= from; i--) {
            if (buf[i] == '\n' || (binary && buf[i] == 0)) {
                return i + 1;
            }
        }
        return from;
    }

    private int lineEnd(int at, int to) {
        int end = Bytes.indexOf(buf, at, to, (byte) '\n');
        if (end < 0) {
            end = to;
        }
        if (binary) {
            int nul = Bytes.indexOf(buf, at, end, (byte) 0);
            end = nul >= 0 ? nul : end;
        }
        return end;
    }

    private void matched(long number, int lineStart, int lineEnd) throws IOException {
        matches++;
        if (!printsLine()) {
            return;
        }
        if (utf8 && !Bytes.isAscii(buf, lineStart, lineEnd) && !Utf8.valid(buf, lineStart, lineEnd)) {
            binaryOutput = true;
            return;
        }
        out.bytes(name()).number(number).text(":").bytes(buf, lineStart, lineEnd).text("\n");
    }

    /** Counts the match; true when the line itself is to be printed (after the binary checks but UTF-8's). */
    private boolean printsLine() {
        switch (mode) {
            case COUNT -> {
                return false;
            }
            case LIST -> {
                done = true;
                return false;
            }
            default -> {
                if (binary) {
                    binaryOutput = true;
                    done = true;
                    return false;
                }
                return true;
            }
        }
    }

    /**
     * buf[0, end) is the start of a line too long to hold: searches it window by window (each keeps the matcher's
     * overlap of the previous one) up to its end. Returns false at the end of the file; otherwise buf[start, end)
     * holds what follows the line.
     */
    private boolean longLine(IoStyle.Source source) throws IOException {
        long lineOffset = offset; // the line starts at buf[0], and lines before it are counted
        boolean found = matcher.find(buf, 0, end, binary) >= 0;
        while (true) {
            int keep = Math.min(matcher.overlap(), end);
            System.arraycopy(buf, end - keep, buf, 0, keep);
            offset += end - keep;
            end = keep;
            int n = readChecked(source, end);
            int newline = Bytes.indexOf(buf, end, end + n, (byte) '\n');
            int lineEnd = newline >= 0 ? newline : end + n;
            if (!found) {
                found = matcher.find(buf, 0, lineEnd, binary) >= 0;
            }
            end += n;
            if (newline >= 0 || n < READ_SIZE) {
                long number = lineNo + 1;
                if (found) {
                    longMatched(number, lineOffset, offset + lineEnd);
                }
                lineNo = number;
                start = newline + 1;
                clean = start;
                counted = start;
                return newline >= 0;
            }
        }
    }

    private void longMatched(long number, long from, long to) throws IOException {
        checkUnchecked();
        matches++;
        if (!printsLine()) {
            return;
        }
        if (utf8 && !validInFile(from, to)) {
            binaryOutput = true;
            return;
        }
        out.hold();
        out.bytes(name()).number(number).text(":");
        copy(from, to, true);
        out.text("\n");
    }

    private boolean validInFile(long from, long to) throws IOException {
        return copy(from, to, false);
    }

    /** Reads file bytes [from, to) again and writes them out, or (write false) checks that they are valid UTF-8. */
    private boolean copy(long from, long to, boolean write) throws IOException {
        byte[] piece = new byte[COPY_SIZE + 8];
        int carry = 0;
        try (FileChannel channel = FileChannel.open(path, StandardOpenOption.READ)) {
            long position = from;
            while (position < to) {
                int n = channel.read(ByteBuffer.wrap(piece, carry, (int) Math.min(COPY_SIZE, to - position)), position);
                if (n < 0) {
                    throw new IOException("file shrank while being read");
                }
                position += n;
                if (write) {
                    out.bytes(piece, 0, n);
                    continue;
                }
                int valid = Utf8.validPrefix(piece, 0, carry + n);
                if (valid < 0) {
                    return false;
                }
                carry = carry + n - valid;
                System.arraycopy(piece, valid, piece, 0, carry);
            }
        }
        return carry == 0;
    }
}
