package dev.rbench.grep;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/** Byte scans eight bytes at a time (SWAR): finding and counting one byte value in a range of an array. */
final class Bytes {

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long LOW7 = 0x7F7F7F7F7F7F7F7FL;
    static final long ONES = 0x0101010101010101L;

    private Bytes() {
    }

    /** Eight bytes from {@code a[i]} on, the first in the lowest bits. */
    static long longAt(byte[] a, int i) {
        return (long) LONGS.get(a, i);
    }

    /** The high bit of each byte of the result is set exactly where that byte of {@code v} is zero. */
    static long zeroBytes(long v) {
        return ~(((v & LOW7) + LOW7) | v | LOW7);
    }

    /**
     * How many bytes equal {@code b} in {@code a[from, to)}. Each word's matches add one to their byte of an
     * accumulator, summed every 255 words (before a byte could overflow): no bit count per word, which C1, the only
     * compiler {@code ./rbench grep} runs with, calls as a method instead of one instruction.
     */
    static int count(byte[] a, int from, int to, byte b) {
        long pattern = (b & 0xFF) * ONES;
        int n = 0;
        int i = from;
        while (i + 8 <= to) {
            long lanes = 0; // one count per byte lane, each at most 255
            int stop = Math.min(to - 8, i + 8 * 254);
            for (; i <= stop; i += 8) {
                lanes += zeroBytes((long) LONGS.get(a, i) ^ pattern) >>> 7;
            }
            long pairs = (lanes & 0x00FF00FF00FF00FFL) + ((lanes >>> 8) & 0x00FF00FF00FF00FFL);
            n += (int) ((pairs * 0x0001000100010001L) >>> 48);
        }
        for (; i < to; i++) {
            if (a[i] == b) {
                n++;
            }
        }
        return n;
    }

    /** The first index of {@code b} in {@code a[from, to)}, or -1. */
    static int indexOf(byte[] a, int from, int to, byte b) {
        long pattern = (b & 0xFF) * ONES;
        int i = from;
        for (; i + 8 <= to; i += 8) {
            long zero = zeroBytes((long) LONGS.get(a, i) ^ pattern);
            if (zero != 0) {
                return i + (Long.numberOfTrailingZeros(zero) >>> 3);
            }
        }
        for (; i < to; i++) {
            if (a[i] == b) {
                return i;
            }
        }
        return -1;
    }

    /** Whether a NUL byte is in {@code a[from, to)}. */
    static boolean hasNul(byte[] a, int from, int to) {
        long any = 0;
        int i = from;
        for (; i + 8 <= to; i += 8) {
            long v = (long) LONGS.get(a, i);
            any |= (v - ONES) & ~v; // bit 7 of some byte is set exactly when some byte is zero
        }
        for (; i < to; i++) {
            any |= a[i] == 0 ? 0x80 : 0;
        }
        return (any & 0x8080808080808080L) != 0;
    }

    /** The last index of {@code b} in {@code a[from, to)}, or -1. */
    static int lastIndexOf(byte[] a, int from, int to, byte b) {
        for (int i = to - 1; i >= from; i--) {
            if (a[i] == b) {
                return i;
            }
        }
        return -1;
    }

    /** True when every byte of {@code a[from, to)} is ASCII. */
    static boolean isAscii(byte[] a, int from, int to) {
        long high = 0;
        int i = from;
        for (; i + 8 <= to; i += 8) {
            high |= (long) LONGS.get(a, i);
        }
        for (; i < to; i++) {
            high |= a[i];
        }
        return (high & 0x8080808080808080L) == 0;
    }
}
