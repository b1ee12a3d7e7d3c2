package dev.rbench.infra.proxy;

import java.time.Duration;

/**
 * What the latency proxy does wrong for a while, injected during a step: the database slows down
 * ({@link Slow}: every byte pays {@code extra} more each way), goes away ({@link Down}: new
 * connections are refused and open ones dropped), or resets the connections it holds ({@link Reset},
 * once). {@link #NONE} is the healthy proxy.
 */
public sealed interface ProxyFault {

    ProxyFault NONE = new Slow(Duration.ZERO);

    /** Every byte, in each direction, delivered {@code extra} later than the proxy's own delay. */
    record Slow(Duration extra) implements ProxyFault {
        public Slow {
            if (extra.isNegative()) {
                throw new IllegalArgumentException("extra delay must not be negative: " + extra);
            }
        }
    }

    /** The database is gone: connections are refused (closed at once) until the fault ends, open ones are closed. */
    record Down() implements ProxyFault {
    }

    /** Every open connection is reset (RST) when the fault starts; new ones work. */
    record Reset() implements ProxyFault {
    }
}
