package dev.rbench.runner.settings;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Durations as people write them in scenarios and flags: {@code 250ms}, {@code 2s}, {@code 1.5s}, {@code 1m}. */
public final class Durations {

    private static final Pattern FORMAT = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m)");

    private Durations() {
    }

    public static Duration parse(String text) {
        Matcher m = FORMAT.matcher(text == null ? "" : text.trim());
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a duration; write a number with a unit: 250ms, 2s, 1.5s, 1m");
        }
        double amount = Double.parseDouble(m.group(1));
        double millis = switch (m.group(2)) {
            case "ms" -> amount;
            case "s" -> amount * 1_000;
            default -> amount * 60_000;
        };
        return Duration.ofNanos(Math.round(millis * 1_000_000));
    }

    /** Shortest exact form: whole seconds as {@code 2s}, otherwise milliseconds. */
    public static String format(Duration d) {
        long ms = d.toMillis();
        if (ms % 1000 == 0 && ms > 0) {
            return (ms / 1000) + "s";
        }
        return ms + "ms";
    }
}
