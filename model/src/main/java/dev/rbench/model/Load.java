package dev.rbench.model;

/** The load the model predicts for: a closed set, mirroring the load generator's workload models. */
public sealed interface Load {

    int users();

    /** R users, each sending one request; user i arrives at i·r/R seconds (the study's JMeter ramp). */
    record Burst(int users, double rampSeconds) implements Load {
        public Burst {
            if (users < 1) {
                throw new IllegalArgumentException("users must be at least 1, not " + users);
            }
            if (rampSeconds < 0 || Double.isNaN(rampSeconds)) {
                throw new IllegalArgumentException("ramp must not be negative");
            }
        }

        double arrival(int i) {
            return users == 0 ? 0 : i * rampSeconds / users;
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
}
