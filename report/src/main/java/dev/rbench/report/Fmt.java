package dev.rbench.report;

import java.util.Locale;

/** Number formatting pinned to Locale.ROOT so reports and golden files never depend on the machine's locale. */
final class Fmt {

    private Fmt() {
    }

    static String fixed(double value, int decimals) {
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    /** Fixed decimals, or {@code absent} for a null value. */
    static String fixed(Double value, int decimals, String absent) {
        return value == null || value.isNaN() || value.isInfinite() ? absent : fixed(value, decimals);
    }

    /** A signed fraction (0.0123) as a signed percentage ("+1.23%"), or {@code absent}. */
    static String signedPercent(Double fraction, String absent) {
        if (fraction == null || fraction.isNaN() || fraction.isInfinite()) {
            return absent;
        }
        return String.format(Locale.ROOT, "%+.2f%%", fraction * 100.0);
    }

    static String integer(Double value, String absent) {
        return value == null ? absent : String.format(Locale.ROOT, "%d", Math.round(value));
    }
}
