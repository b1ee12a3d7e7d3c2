package dev.rbench.grep;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/** Byte scans eight bytes at a time (SWAR): finding and counting one byte value in a range of an array. */
final class Bytes {

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long LOW7 = 0x7F7F7F7F7F7F7F7FL;
    private static final long ONES = 0x0101010101010101L;

    private Bytes() {
    }

    /** The high bit of each byte of the result is set exactly where that byte of {@code v} is zero. */
    private static long zeroBytes(long v) {
        return ~(((v & LOW7) + LOW7) | v | LOW7);
    }

    /** How many bytes equal {@code b} in {@code a[from, to)}. */
    static int count(byte[] a, int from, int to, byte b) {
        long pattern = (b & 0xFF) * ONES;
        int n = 0;
        int i = from;
        for (; i + 8 <= to; i += 8) {
            n += Long.bitCount(zeroBytes((long) LONGS.get(a, i) ^ pattern));
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
