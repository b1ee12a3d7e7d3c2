package dev.rbench.runner.settings;

import java.time.Duration;
import java.util.List;

/** Rules several settings records share. */
public final class Checks {

    private Checks() {
    }

    public static void positive(Problems p, String key, Duration d) {
        p.check(!d.isZero() && !d.isNegative(), key, "must be positive, e.g. 10s");
    }

    public static void rates(Problems p, List<Double> rates) {
        p.check(!rates.isEmpty(), "rates", "give at least one rate, e.g. [100, 200, 400]");
        p.check(rates.stream().allMatch(r -> r > 0), "rates", "every rate must be positive");
    }
}
