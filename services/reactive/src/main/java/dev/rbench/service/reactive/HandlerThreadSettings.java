package dev.rbench.service.reactive;

import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.property.ServiceProperties;
import java.util.Set;
import org.springframework.core.env.PropertyResolver;

/**
 * {@code --rbench.threads=event-loop|virtual}: which handlers this WebFlux service maps. {@code event-loop}
 * (the default, the "reactive" stack) maps handlers that return Monos and never block; {@code virtual}
 * (the "virtual-netty" stack) maps the blocking-style handlers the MVC stacks use, which WebFlux runs on
 * its blocking executor: Boot's virtual-thread executor when {@code spring.threads.virtual.enabled}.
 */
public final class HandlerThreadSettings {
    public static final String PROPERTY = ServiceProperty.THREADS;
    public static final String EVENT_LOOP = "event-loop";
    public static final String VIRTUAL = "virtual";

    private HandlerThreadSettings() {
    }

    /** Whether the blocking-style handlers are mapped. */
    public static boolean virtual(PropertyResolver env) {
        return VIRTUAL.equals(ServiceProperties.oneOf(env, PROPERTY, EVENT_LOOP, Set.of(EVENT_LOOP, VIRTUAL)));
    }
}
