package dev.rbench.grep;

import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Java regex tried line by line. A line is seen as Latin-1 characters (one per byte) when it is ASCII or the
 * locale is not UTF-8, so {@code .} matches one byte as in grep under LC_ALL=C; as UTF-8 otherwise.
 */
final class RegexMatcher implements LineMatcher {

    /** A match longer than this, across the boundary of two windows of an over-long line, is missed. */
    private static final int LONG_LINE_OVERLAP = 64 * 1024;

    private final Matcher matcher;
    private final boolean utf8;
    private final Latin1View view = new Latin1View();

    RegexMatcher(Pattern pattern, boolean utf8) {
        this.matcher = pattern.matcher("");
        this.utf8 = utf8;
    }

    @Override
    public int find(byte[] a, int from, int to, boolean nulEnds) {
        int start = from;
        while (start < to) {
            int end = Bytes.indexOf(a, start, to, (byte) '\n');
            if (nulEnds) {
                int nul = Bytes.indexOf(a, start, end < 0 ? to : end, (byte) 0);
                end = nul >= 0 ? nul : end;
            }
            if (end < 0) {
                end = to;
            }
            CharSequence line = !utf8 || Bytes.isAscii(a, start, end)
                    ? view.of(a, start, end)
                    : new String(a, start, end - start, StandardCharsets.UTF_8);
            if (matcher.reset(line).find()) {
                return start;
            }
            start = end + 1;
        }
        return -1;
    }

    @Override
    public boolean splitsAtNul() {
        return true;
    }

    @Override
    public int overlap() {
        return LONG_LINE_OVERLAP;
    }

    /** Bytes as Latin-1 characters, without copying. */
    private static final class Latin1View implements CharSequence {
        private byte[] bytes;
        private int offset;
        private int length;

        Latin1View of(byte[] a, int from, int to) {
            bytes = a;
            offset = from;
            length = to - from;
            return this;
        }

        @Override
        public int length() {
            return length;
        }

        @Override
        public char charAt(int index) {
            return (char) (bytes[offset + index] & 0xFF);
        }

        @Override
        public CharSequence subSequence(int start, int end) {
            return new String(bytes, offset + start, end - start, StandardCharsets.ISO_8859_1);
        }

        @Override
        public String toString() {
            return new String(bytes, offset, length, StandardCharsets.ISO_8859_1);
        }
    }
}
