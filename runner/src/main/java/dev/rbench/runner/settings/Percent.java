package dev.rbench.runner.settings;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A share in percent as people write it in scenarios and flags, {@code 0.1%}: from 0 % to 100 %, the sign required. */
public record Percent(double value) {

    private static final Pattern FORMAT = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*%");

    public static Percent parse(String text) {
        Matcher m = FORMAT.matcher(text == null ? "" : text.trim());
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a percentage; write a number with %, e.g. 0.1%");
        }
        double v = Double.parseDouble(m.group(1));
        if (v > 100) {
            throw new IllegalArgumentException("'" + text + "' is above 100%; give 0%..100%, e.g. 0.1%");
        }
        return new Percent(v);
    }

    /** {@code 0.1%}, which {@link #parse} reads back. */
    @Override
    public String toString() {
        return Values.plain(value) + "%";
    }
}
