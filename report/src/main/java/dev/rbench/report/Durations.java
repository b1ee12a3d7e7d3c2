package dev.rbench.report;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads the scenario's duration strings ("2s", "500ms", "1.5s", "2m") as seconds. */
final class Durations {

    private static final Pattern DURATION = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|h)?");

    private Durations() {
    }

    static Optional<Double> seconds(String text) {
        if (text == null) {
            return Optional.empty();
        }
        Matcher m = DURATION.matcher(text.strip().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            return Optional.empty();
        }
        double value = Double.parseDouble(m.group(1));
        String unit = m.group(2) == null ? "s" : m.group(2);
        return Optional.of(switch (unit) {
            case "ms" -> value / 1000.0;
            case "m" -> value * 60.0;
            case "h" -> value * 3600.0;
            default -> value;
        });
    }
}
