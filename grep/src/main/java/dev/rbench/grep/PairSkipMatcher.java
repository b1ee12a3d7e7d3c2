package dev.rbench.grep;

/**
 * A literal of {@link #MIN_LENGTH} bytes or more, found as glibc's {@code memmem} finds one: a Horspool search on
 * pairs of bytes. The pair under the end of the window is looked up in a table of the literal's pairs (by a one-byte
 * hash); when no pair of the literal hashes there, the window moves by the literal's length less one. Pairs of
 * bytes are far rarer in text than single bytes, so most steps skip almost a literal's length after two loads,
 * where a single-byte Horspool stalls on every common letter of the literal and the eight-at-a-time scan of
 * {@link LiteralMatcher} looks at every byte. Optionally folds ASCII case.
 */
final class PairSkipMatcher extends LiteralSearch {

    /** Below this length the skips are too short to beat looking at eight bytes a step. */
    static final int MIN_LENGTH = 5;

    private final int last; // the index of the literal's last byte
    private final int caseBit; // 0x20 when ignoring case: set in every byte before hashing, so both cases hash alike
    /** By the hash of a pair: the largest i in [1, last] such that pattern[i - 1, i] hashes there, or 0. */
    private final int[] shift = new int[256];
    /** How far to move after a window whose last pair looked right but did not match. */
    private final int afterMiss;

    PairSkipMatcher(byte[] literal, boolean ignoreCase) {
        super(longEnough(literal), ignoreCase);
        caseBit = ignoreCase ? 0x20 : 0;
        last = pattern.length - 1;
        for (int i = 1; i < last; i++) {
            shift[hash(pattern, i)] = i;
        }
        afterMiss = last - shift[hash(pattern, last)];
        shift[hash(pattern, last)] = last;
    }

    private static byte[] longEnough(byte[] literal) {
        if (literal.length < MIN_LENGTH) {
            throw new IllegalArgumentException("a literal of " + literal.length + " bytes is too short to skip by pairs");
        }
        return literal;
    }

    /** The hash of the pair a[i - 1], a[i] (glibc's: the second byte less eight times the first, mod 256). */
    private int hash(byte[] a, int i) {
        return (((a[i] | caseBit) & 0xFF) - (((a[i - 1] | caseBit) & 0xFF) << 3)) & 0xFF;
    }

    @Override
    public int find(byte[] a, int from, int to, boolean nulEnds) {
        int lastStart = to - pattern.length;
        int at = from; // where the window starts
        while (at <= lastStart) {
            int back;
            do { // the window's last byte, then back to where the literal's pair would sit
                at += last;
                back = shift[hash(a, at)];
            } while (back == 0 && at <= lastStart);
            at -= back;
            if (back < last) {
                continue; // some pair of the literal might be here, but not its last: look under this window's end
            }
            if (matchesAt(a, at)) {
                return at;
            }
            at += afterMiss;
        }
        return -1;
    }
}
