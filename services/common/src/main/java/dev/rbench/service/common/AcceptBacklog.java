package dev.rbench.service.common;

import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.property.ServiceProperties;
import org.springframework.core.env.PropertyResolver;

/**
 * {@code --rbench.accept-backlog=N}: how many connections the kernel may hold for the server's
 * listening socket before it accepts them (listen(2)'s backlog). Tomcat's default is 100 and
 * Netty's the kernel's maximum (net.core.somaxconn), so out of the box a burst of fresh
 * connections overflows Tomcat's queue long before Netty's; the kernel then drops the SYNs and
 * clients retry a second later. The runner passes one value to every stack so that they are
 * compared on equal terms. Absent: each server keeps its own default.
 */
public final class AcceptBacklog {
    public static final String PROPERTY = ServiceProperty.ACCEPT_BACKLOG;
    /** listen(2) takes an int, but Linux caps it at net.core.somaxconn (≤ 65535 on current kernels). */
    public static final int MAX = 65_535;

    private AcceptBacklog() {
    }

    /** N, or null when not given; an invalid value fails with a message naming the property. */
    public static Integer configured(PropertyResolver env) {
        if (env.getProperty(PROPERTY) == null) {
            return null;
        }
        return ServiceProperties.intInRange(env, PROPERTY, 0, 1, MAX);
    }
}
