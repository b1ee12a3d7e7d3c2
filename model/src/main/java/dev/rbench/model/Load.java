package dev.rbench.model;

/** The load the model predicts for: a closed set, mirroring the load generator's workload models. */
public sealed interface Load {

    /** Users (connections) the load involves; for open loads, the requests it sends. */
    int users();

    /** Loads whose requests arrive on a schedule known in advance: the queue is solved request by request. */
    sealed interface Scheduled extends Load {
        /** How many requests arrive. */
        int requests();

        /** An open load's requests, each as if from its own user; a burst's users are its own component. */
        @Override
        default int users() {
            return requests();
        }

        /** When request i (0-based) arrives, in seconds from the start; non-decreasing in i. */
        double arrival(int i);
    }

    /** R users, each sending one request; user i arrives at i·r/R seconds (the study's JMeter ramp). */
    record Burst(int users, double rampSeconds) implements Scheduled {
        public Burst {
            if (users < 1) {
                throw new IllegalArgumentException("users must be at least 1, not " + users);
            }
            if (rampSeconds < 0 || Double.isNaN(rampSeconds)) {
                throw new IllegalArgumentException("ramp must not be negative");
            }
        }

        @Override
        public int requests() {
            return users;
        }

        @Override
        public double arrival(int i) {
            return i * rampSeconds / users;
        }
    }

    /** An open load: λ requests a second for D seconds, evenly spaced (the mean of a Poisson schedule too). */
    record Open(double ratePerSecond, double durationSeconds) implements Scheduled {
        public Open {
            if (!(ratePerSecond > 0) || !(durationSeconds > 0)) {
                throw new IllegalArgumentException("rate and duration must be positive");
            }
        }

        @Override
        public int requests() {
            return (int) Math.round(ratePerSecond * durationSeconds);
        }

        @Override
        public double arrival(int i) {
            return i / ratePerSecond;
        }
    }

    /** An open load whose rate rises linearly from a to b over D seconds (Gatling's rampUsersPerSec). */
    record RampRate(double fromPerSecond, double toPerSecond, double durationSeconds) implements Scheduled {
        public RampRate {
            if (fromPerSecond < 0 || toPerSecond < 0 || !(fromPerSecond + toPerSecond > 0) || !(durationSeconds > 0)) {
                throw new IllegalArgumentException("rates must not be negative, not both zero, and the duration positive");
            }
        }

        @Override
        public int requests() {
            return (int) Math.round((fromPerSecond + toPerSecond) / 2 * durationSeconds);
        }

        /** The time at which the integral of the rate, a·t + (b−a)·t²/(2D), reaches i. */
        @Override
        public double arrival(int i) {
            double a = fromPerSecond;
            double slope = (toPerSecond - fromPerSecond) / durationSeconds;
            if (Math.abs(slope) < 1e-12) {
                return i / a;
            }
            double disc = a * a + 2 * slope * i;
            return (-a + Math.sqrt(Math.max(0, disc))) / slope;
        }
    }

    /** U users sending back to back for D seconds, no think time. */
    record Closed(int users, double durationSeconds) implements Load {
        public Closed {
            if (users < 1) {
                throw new IllegalArgumentException("users must be at least 1, not " + users);
            }
            if (!(durationSeconds > 0)) {
                throw new IllegalArgumentException("duration must be positive");
            }
        }
    }

    /** U users back to back, but never more than λ requests a second overall (Gatling's throttle). */
    record Throttled(int users, double maxRatePerSecond, double durationSeconds) implements Load {
        public Throttled {
            if (users < 1 || !(maxRatePerSecond > 0) || !(durationSeconds > 0)) {
                throw new IllegalArgumentException("users must be at least 1, and the rate cap and duration positive");
            }
        }
    }
}
