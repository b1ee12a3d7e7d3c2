package dev.rbench.loadgen;

import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;

/** The {@link ArrivalSchedule} implementations. */
final class Schedules {

    /** A specified (LXM) algorithm: the same seed gives the same numbers on every JDK. */
    static final String ALGORITHM = "L64X128MixRandom";

    private Schedules() {
    }

    static RandomGenerator random(long seed) {
        return RandomGeneratorFactory.of(ALGORITHM).create(seed);
    }

    /**
     * Rate r(t) = a + (b - a) t / D over [0, D), constant when a == b. Its integral is
     * R(t) = a t + c t^2 with c = (b - a) / (2 D). The k-th fixed arrival is at R^-1(k); a Poisson process is
     * R^-1 of a unit-rate Poisson process (cumulative sums of Exp(1) draws), i.e. a time-rescaled homogeneous one.
     */
    static final class Ramp implements ArrivalSchedule {
        private final double a;
        private final double c;
        private final long endNanos;
        private final RandomGenerator random; // null: fixed
        private double level; // the next arrival's value of R, in arrivals
        private long k;
        private boolean ended;

        Ramp(double fromPerSecond, double toPerSecond, long endNanos, RandomGenerator random) {
            double d = endNanos / 1e9;
            this.a = fromPerSecond;
            this.c = (toPerSecond - fromPerSecond) / (2 * d);
            this.endNanos = endNanos;
            this.random = random;
            if (random != null) {
                level = random.nextExponential();
            }
        }

        @Override
        public long nextFireTimeNanos() {
            if (ended) {
                return END;
            }
            double target = random == null ? k++ : level;
            if (random != null) {
                level += random.nextExponential();
            }
            long t = Math.round(inverse(target) * 1e9);
            if (!(t < endNanos)) { // also catches NaN/infinity (e.g. a rate falling to 0 before the end)
                ended = true;
                return END;
            }
            return t;
        }

        /** Smallest t >= 0 with R(t) = x, in seconds (numerically stable form of the quadratic root). */
        private double inverse(double x) {
            if (x <= 0) {
                return 0;
            }
            double disc = a * a + 4 * c * x;
            if (disc < 0) {
                return Double.POSITIVE_INFINITY; // a falling rate that never reaches x
            }
            return 2 * x / (a + Math.sqrt(disc));
        }
    }
}
