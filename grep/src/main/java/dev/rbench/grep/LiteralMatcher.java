package dev.rbench.grep;

import java.util.Arrays;

/** Boyer-Moore-Horspool over bytes, optionally folding ASCII case; a literal never spans a line's end. */
final class LiteralMatcher implements LineMatcher {

    private final byte[] pattern;
    private final byte[] fold = new byte[256];
    private final int[] shift = new int[256];

    LiteralMatcher(byte[] literal, boolean ignoreCase) {
        for (int b = 0; b < 256; b++) {
            fold[b] = (byte) (ignoreCase && b >= 'A' && b <= 'Z' ? b + ('a' - 'A') : b);
        }
        pattern = new byte[literal.length];
        for (int k = 0; k < literal.length; k++) {
            pattern[k] = fold[literal[k] & 0xFF];
        }
        Arrays.fill(shift, Math.max(1, pattern.length));
        for (int k = 0; k < pattern.length - 1; k++) {
            shift[pattern[k] & 0xFF] = pattern.length - 1 - k;
        }
        if (ignoreCase) {
            for (int b = 'A'; b <= 'Z'; b++) {
                shift[b] = shift[b + ('a' - 'A')];
            }
        }
    }

    @Override
    public int find(byte[] a, int from, int to, boolean nulEnds) {
        int m = pattern.length;
        if (m == 0) {
            return from < to ? from : -1;
        }
        byte last = pattern[m - 1];
        int i = from + m - 1;
        while (i < to) {
            byte c = fold[a[i] & 0xFF];
            if (c == last && matchesAt(a, i - m + 1)) {
                return i - m + 1;
            }
            i += shift[c & 0xFF];
        }
        return -1;
    }

    private boolean matchesAt(byte[] a, int at) {
        for (int k = pattern.length - 2; k >= 0; k--) {
            if (fold[a[at + k] & 0xFF] != pattern[k]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int overlap() {
        return Math.max(0, pattern.length - 1);
    }
}
