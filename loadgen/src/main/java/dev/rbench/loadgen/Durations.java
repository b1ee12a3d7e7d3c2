package dev.rbench.loadgen;

import java.math.BigDecimal;
import java.time.Duration;

/** Short human formatting of durations ("1s", "250ms", "1.5s") for {@link Workload#describe()}. */
final class Durations {

    private Durations() {
    }

    static String human(Duration d) {
        if (d.getNano() == 0) {
            return d.getSeconds() + "s";
        }
        if (d.getSeconds() == 0 && d.getNano() % 1_000_000 == 0) {
            return d.getNano() / 1_000_000 + "ms";
        }
        BigDecimal seconds = BigDecimal.valueOf(d.getSeconds()).add(BigDecimal.valueOf(d.getNano(), 9));
        return seconds.stripTrailingZeros().toPlainString() + "s";
    }
}
