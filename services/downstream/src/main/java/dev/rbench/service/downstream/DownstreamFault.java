package dev.rbench.service.downstream;

import java.util.concurrent.ThreadLocalRandom;
import org.springframework.stereotype.Component;

/**
 * A fault the runner injects into the downstream for a while: every {@code /work} answers
 * {@code extraMs} later, and a share {@code errorRate} of them with a 503 instead. Set and cleared
 * over {@code /fault} by the runner, which owns the timing; healthy by default.
 */
@Component
public class DownstreamFault {

    /** One immutable state, swapped whole, so a request never sees half of an update. */
    record State(long extraMs, double errorRate) {
        static final State HEALTHY = new State(0, 0);
    }

    private volatile State state = State.HEALTHY;

    State state() {
        return state;
    }

    void set(long extraMs, double errorRate) {
        state = new State(extraMs, errorRate);
    }

    /** Whether this request should fail: a draw against the error rate. */
    boolean failsNow() {
        double rate = state.errorRate();
        return rate > 0 && ThreadLocalRandom.current().nextDouble() < rate;
    }
}
