package dev.rbench.grep;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One grep run, whichever front door built it (the command line or a test).
 *
 * @param threads worker threads; {@link #VIRTUAL} for one virtual thread per task (a folder's listing, a batch of its
 *     files, or with {@code --sorted} one file)
 * @param utf8 whether the locale is UTF-8: then a matching line that is not valid UTF-8 is binary output, as
 *     in GNU grep; otherwise only NUL bytes make a file binary
 */
public record GrepOptions(String pattern, List<String> paths, boolean fixed, boolean ignoreCase, Mode mode,
                          boolean sorted, IoStyle io, int threads, boolean utf8) {

    public static final int VIRTUAL = 0;

    /** What is printed: matching lines ({@code path:line:text}), a count per file ({@code -c}), or file names ({@code -l}). */
    public enum Mode { LINES, COUNT, LIST }

    public GrepOptions {
        Objects.requireNonNull(pattern, "pattern");
        paths = List.copyOf(paths);
        if (paths.isEmpty()) {
            throw new IllegalArgumentException("no path to search");
        }
        if (threads < 0) {
            throw new IllegalArgumentException("threads must be at least 1, or virtual");
        }
    }

    /**
     * The defaults: regex, case-sensitive, lines, as found, {@link IoStyle#byDefault()}, one thread per core, the
     * locale of {@code env}.
     */
    public static GrepOptions of(String pattern, List<String> paths, Map<String, String> env) {
        return new GrepOptions(pattern, paths, false, false, Mode.LINES, false, IoStyle.byDefault(),
                Runtime.getRuntime().availableProcessors(), utf8Locale(env));
    }

    public GrepOptions withIo(IoStyle style) {
        return new GrepOptions(pattern, paths, fixed, ignoreCase, mode, sorted, style, threads, utf8);
    }

    public GrepOptions withThreads(int n) {
        return new GrepOptions(pattern, paths, fixed, ignoreCase, mode, sorted, io, n, utf8);
    }

    public GrepOptions withMode(Mode m) {
        return new GrepOptions(pattern, paths, fixed, ignoreCase, m, sorted, io, threads, utf8);
    }

    public GrepOptions withMatching(boolean isFixed, boolean isIgnoreCase) {
        return new GrepOptions(pattern, paths, isFixed, isIgnoreCase, mode, sorted, io, threads, utf8);
    }

    public GrepOptions withSorted(boolean inPathOrder) {
        return new GrepOptions(pattern, paths, fixed, ignoreCase, mode, inPathOrder, io, threads, utf8);
    }

    public GrepOptions withUtf8(boolean isUtf8) {
        return new GrepOptions(pattern, paths, fixed, ignoreCase, mode, sorted, io, threads, isUtf8);
    }

    /** The C library's rule: the first set of LC_ALL, LC_CTYPE and LANG names the character set. */
    static boolean utf8Locale(Map<String, String> env) {
        for (String name : List.of("LC_ALL", "LC_CTYPE", "LANG")) {
            String value = env.get(name);
            if (value != null && !value.isEmpty()) {
                return value.toLowerCase(java.util.Locale.ROOT).matches(".*\\.utf-?8(@.*)?");
            }
        }
        return false;
    }
}
