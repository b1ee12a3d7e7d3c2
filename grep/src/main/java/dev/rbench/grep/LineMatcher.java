package dev.rbench.grep;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** Finds the first matching line among complete lines of a byte range, without decoding what does not need it. */
sealed interface LineMatcher permits LiteralSearch, RegexMatcher {

    /**
     * The index of a byte inside the first matching line of {@code a[from, to)}, or -1. Lines end at {@code '\n'},
     * and also at NUL when {@code nulEnds} (grep splits a binary file's lines there); the range ends at a line's
     * end.
     */
    int find(byte[] a, int from, int to, boolean nulEnds);

    /**
     * Whether {@link #find}'s answer depends on {@code nulEnds}. A literal holds neither a newline nor a NUL, so
     * where lines end does not change what it finds; a regex such as {@code a.*b} does.
     */
    boolean splitsAtNul();

    /** How many bytes of a window to carry into the next when a line is too long to hold whole. */
    int overlap();

    /**
     * A byte search when the pattern is a literal (always with {@code -F}; a regex without metacharacters is one
     * too) and, with {@code -i}, ASCII: {@link PairSkipMatcher} from its minimum length, {@link LiteralMatcher}
     * below it; a {@link java.util.regex.Pattern} otherwise. A newline in the pattern separates alternatives, as
     * in grep.
     */
    static LineMatcher of(String pattern, boolean fixed, boolean ignoreCase, boolean utf8) {
        boolean literal = fixed || pattern.chars().noneMatch(c -> "\\^$.|?*+()[]{}".indexOf(c) >= 0);
        boolean ascii = pattern.chars().allMatch(c -> c < 0x80);
        if (literal && pattern.indexOf('\n') < 0 && (ascii || !ignoreCase)) {
            byte[] bytes = pattern.getBytes(utf8 ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1);
            return bytes.length >= PairSkipMatcher.MIN_LENGTH
                    ? new PairSkipMatcher(bytes, ignoreCase)
                    : new LiteralMatcher(bytes, ignoreCase);
        }
        String regex = Arrays.stream(pattern.split("\n", -1))
                .map(p -> fixed ? Pattern.quote(p) : p)
                .collect(Collectors.joining("|"));
        int flags = ignoreCase ? Pattern.CASE_INSENSITIVE | (utf8 ? Pattern.UNICODE_CASE : 0) : 0;
        return new RegexMatcher(Pattern.compile(regex, flags), utf8);
    }
}
