package dev.rbench.service.reactive;

import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.property.ServiceProperties;
import org.springframework.core.env.PropertyResolver;

/** {@code --rbench.event-loops=N}: the number of Reactor Netty I/O worker threads. */
public final class EventLoopSettings {
    public static final String PROPERTY = ServiceProperty.EVENT_LOOPS;
    public static final int MAX = 4096;

    private EventLoopSettings() {
    }

    /** N, or the number of available processors (Reactor Netty's own default) when not given. */
    public static int eventLoops(PropertyResolver env) {
        return ServiceProperties.intInRange(env, PROPERTY, Runtime.getRuntime().availableProcessors(), 1, MAX);
    }
}
