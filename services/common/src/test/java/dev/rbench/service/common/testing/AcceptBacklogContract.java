package dev.rbench.service.common.testing;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * {@code --rbench.accept-backlog} reaches the kernel's listening socket, on every stack. A subclass
 * is a {@code @SpringBootTest} of one stack on a random port, started with {@link #CONFIGURED} (and
 * expecting {@link #CONFIGURED_BACKLOG}) or without it, overriding {@link #expectedBacklog()} with
 * its server's own default.
 */
public abstract class AcceptBacklogContract {
    public static final int CONFIGURED_BACKLOG = 37;
    /** The property a subclass starts its service with to ask for {@link #CONFIGURED_BACKLOG}. */
    public static final String CONFIGURED = "rbench.accept-backlog=" + CONFIGURED_BACKLOG;

    @LocalServerPort
    private int port;

    /** The backlog the kernel must show on the service's listening socket. */
    protected int expectedBacklog() {
        return CONFIGURED_BACKLOG;
    }

    @Test
    void theKernelQueuesWhatTheServerAskedFor() {
        ListeningSocket.assertBacklog(port, expectedBacklog());
    }
}
