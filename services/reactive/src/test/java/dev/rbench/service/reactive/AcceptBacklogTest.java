package dev.rbench.service.reactive;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import dev.rbench.service.common.testing.ListeningSocket;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

/** {@code --rbench.accept-backlog} reaches the kernel's listening socket, and /info says what Netty asked for. */
class AcceptBacklogTest {

    @Nested
    @SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "rbench.accept-backlog=37")
    class Configured {
        @LocalServerPort
        int port;

        @Test
        void theKernelQueuesWhatWasAskedFor() {
            ListeningSocket.assertBacklog(port, 37);
        }
    }

    @Nested
    @SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
    class NettysDefault {
        @LocalServerPort
        int port;

        @Test
        void isTheKernelsMaximum() throws IOException {
            int somaxconn = Integer.parseInt(Files.readAllLines(Path.of("/proc/sys/net/core/somaxconn")).get(0).trim());
            ListeningSocket.assertBacklog(port, somaxconn);
        }
    }
}
