package dev.rbench.grep;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * One file's standard output: collected in memory and written in one piece when the file is done, or, once
 * it passes {@link #SPILL} bytes, written through while the file holds the output turn until its end.
 */
final class FileOutput {

    static final int SPILL = 1 << 20;
    private static final byte[] EMPTY = {};

    private final Turns turns;
    private final int index;
    private final OutputStream sink;
    private byte[] buffer = EMPTY; // most files print nothing: no buffer until they do

    private int size;
    private boolean holding;

    FileOutput(Turns turns, int index, OutputStream sink) {
        this.turns = turns;
        this.index = index;
        this.sink = sink;
    }

    FileOutput bytes(byte[] a, int from, int to) throws IOException {
        int length = to - from;
        if (size + length > SPILL) {
            hold();
            flush();
            if (length > SPILL) {
                sink.write(a, from, length);
                return this;
            }
        }
        if (size + length > buffer.length) {
            buffer = Arrays.copyOf(buffer, Math.max(size + length, Math.max(256, buffer.length * 2)));
        }
        System.arraycopy(a, from, buffer, size, length);
        size += length;
        return this;
    }

    FileOutput bytes(byte[] a) throws IOException {
        return bytes(a, 0, a.length);
    }

    FileOutput text(String s) throws IOException {
        return bytes(s.getBytes(StandardCharsets.UTF_8));
    }

    FileOutput number(long n) throws IOException {
        return text(Long.toString(n));
    }

    /** Takes the output turn now and keeps it until {@link #finish()}: for output too large to collect. */
    void hold() throws IOException {
        if (!holding) {
            try {
                turns.acquire(index);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException("interrupted while waiting to write");
            }
            holding = true;
        }
    }

    private void flush() throws IOException {
        sink.write(buffer, 0, size);
        size = 0;
    }

    /** Writes what is left and passes the turn on; every file calls it once, even one that failed. */
    void finish() throws IOException {
        if (size == 0 && !holding && turns instanceof Turns.AnyOrder) {
            return;
        }
        try {
            hold();
            flush();
        } finally {
            if (holding) {
                holding = false;
                turns.release(index);
            }
        }
    }
}
