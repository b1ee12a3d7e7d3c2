package dev.rbench.service.blocking;


import dev.rbench.service.common.testing.ListeningSocket;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

/** {@code --rbench.accept-backlog} reaches the kernel's listening socket, and /info says what Tomcat asked for. */
class AcceptBacklogTest {

    @Nested
    @SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT,
            properties = {"rbench.threads=virtual", "rbench.accept-backlog=37"})
    class Configured {
        @LocalServerPort
        int port;

        @Test
        void theKernelQueuesWhatWasAskedFor() {
            ListeningSocket.assertBacklog(port, 37);
        }
    }

    @Nested
    @SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "rbench.threads=platform")
    class TomcatsDefault {
        @LocalServerPort
        int port;

        @Test
        void isOneHundred() {
            ListeningSocket.assertBacklog(port, 100);
        }
    }
}
