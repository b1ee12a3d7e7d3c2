package dev.rbench.service.common;

import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.property.ServiceProperties;
import java.time.Duration;
import org.springframework.core.env.PropertyResolver;

/**
 * {@code --rbench.body-read-timeout-ms}: how long a request's body may stall between two reads before the server
 * gives up on it and closes the connection — a client that sends half a body and stops (a slowloris) must not hold a
 * connection, and the route's wait for the rest, forever. The default is Tomcat's own connection timeout, 60 s;
 * Reactor Netty has none unless told.
 */
public record BodyReadTimeout(Duration value) {

    public static final String PROPERTY = ServiceProperty.BODY_READ_TIMEOUT_MS;
    public static final int DEFAULT_MS = 60_000;

    public static BodyReadTimeout from(PropertyResolver env) {
        return new BodyReadTimeout(Duration.ofMillis(ServiceProperties.intInRange(env, PROPERTY, DEFAULT_MS, 1, 600_000)));
    }
}
