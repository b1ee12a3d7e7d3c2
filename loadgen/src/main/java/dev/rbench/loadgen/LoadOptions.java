package dev.rbench.loadgen;

import java.time.Duration;
import java.util.Objects;

/**
 * Generator settings that stay the same across steps.
 *
 * @param connectTimeout TCP connect timeout; a connect that does not complete in time is a {@code connect} error
 * @param requestTimeout longest time from a request's scheduled start to its complete response; beyond it the
 *                       request is a {@code timeout} error
 * @param ioThreads      Netty event-loop threads; connections and scheduled user starts are spread over them
 */
public record LoadOptions(Duration connectTimeout, Duration requestTimeout, int ioThreads) {

    public LoadOptions {
        requirePositive(connectTimeout, "connectTimeout");
        requirePositive(requestTimeout, "requestTimeout");
        if (ioThreads < 1) {
            throw new IllegalArgumentException("ioThreads must be >= 1 (got " + ioThreads + ")");
        }
    }

    /** Connect 10 s, request 60 s (far above the 2 s endpoint, so only real overload times out), one loop per CPU. */
    public static LoadOptions defaults() {
        return new LoadOptions(Duration.ofSeconds(10), Duration.ofSeconds(60),
                Runtime.getRuntime().availableProcessors());
    }

    private static void requirePositive(Duration d, String name) {
        Objects.requireNonNull(d, name + " must not be null");
        if (d.isNegative() || d.isZero()) {
            throw new IllegalArgumentException(name + " must be > 0 (got " + d + ")");
        }
    }
}
