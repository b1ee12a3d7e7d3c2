package dev.rbench.loadgen;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Objects;

/** Validation and formatting shared by the workload records. */
final class Checks {

    private Checks() {
    }

    static void positiveDuration(Duration d, String what) {
        Objects.requireNonNull(d, what + " must not be null");
        if (d.isNegative() || d.isZero()) {
            throw new IllegalArgumentException(what + " must be > 0 (got " + d + ")");
        }
    }

    static void positiveRate(double rate, String what) {
        if (!Double.isFinite(rate) || rate <= 0) {
            throw new IllegalArgumentException(what + " must be a finite number > 0 req/s (got " + rate + ")");
        }
    }

    static void atLeastOne(int n, String what) {
        if (n < 1) {
            throw new IllegalArgumentException(what + " must be >= 1 (got " + n + ")");
        }
    }

    /** 500.0 -> "500", 12.5 -> "12.5". */
    static String number(double d) {
        return BigDecimal.valueOf(d).stripTrailingZeros().toPlainString();
    }

    static String arrivals(Arrivals arrivals, long seed) {
        return arrivals == Arrivals.POISSON ? "poisson, seed " + seed : "fixed";
    }
}
