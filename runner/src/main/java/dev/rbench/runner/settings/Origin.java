package dev.rbench.runner.settings;

/**
 * Where a value came from, so that every problem points at the input: {@code file:line:column}
 * with the line and a caret under the column, a flag, or the default.
 *
 * @param where   {@code seed-delay.yaml:12:7}, {@code --users} or {@code default}
 * @param snippet the YAML line with a caret under the column; empty for flags and defaults
 */
public record Origin(String where, String snippet) {

    public static final Origin DEFAULT = new Origin("default", "");

    public static Origin flag(String flag) {
        return new Origin(flag, "");
    }

    /** {@code where: problem}, then the snippet on its own lines. */
    public String describe(String problem) {
        return where + ": " + problem + (snippet.isBlank() ? "" : "\n" + snippet);
    }
}
