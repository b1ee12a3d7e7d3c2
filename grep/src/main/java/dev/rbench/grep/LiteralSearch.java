package dev.rbench.grep;

/**
 * What both literal searches share: the literal's bytes, ASCII case folded when asked, and the comparison made where
 * a search stops. A literal holds neither a newline nor a NUL, so it never spans a line's end, and where NULs split
 * lines does not change what it finds.
 */
abstract sealed class LiteralSearch implements LineMatcher permits LiteralMatcher, PairSkipMatcher {

    /** The literal, case folded when ignoring case. */
    final byte[] pattern;
    private final byte[] fold = new byte[256];

    LiteralSearch(byte[] literal, boolean ignoreCase) {
        for (int b = 0; b < 256; b++) {
            fold[b] = (byte) (ignoreCase && b >= 'A' && b <= 'Z' ? b + ('a' - 'A') : b);
        }
        pattern = new byte[literal.length];
        for (int k = 0; k < literal.length; k++) {
            pattern[k] = fold[literal[k] & 0xFF];
        }
    }

    /** Whether the literal is at {@code a[at...]}, case folded when asked (the caller knows it fits). */
    final boolean matchesAt(byte[] a, int at) {
        for (int k = 0; k < pattern.length; k++) {
            if (fold[a[at + k] & 0xFF] != pattern[k]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public final boolean splitsAtNul() {
        return false;
    }

    @Override
    public final int overlap() {
        return Math.max(0, pattern.length - 1);
    }
}
