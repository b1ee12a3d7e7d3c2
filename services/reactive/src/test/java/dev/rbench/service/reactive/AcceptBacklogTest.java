package dev.rbench.service.reactive;

import dev.rbench.service.common.testing.AcceptBacklogContract;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Nested;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** {@code --rbench.accept-backlog} reaches the kernel's listening socket under Netty. */
class AcceptBacklogTest {

    @Nested
    @SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = AcceptBacklogContract.CONFIGURED)
    class Configured extends AcceptBacklogContract {
    }

    @Nested
    @SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
    class NettysDefault extends AcceptBacklogContract {
        /** Netty asks for the kernel's maximum. */
        @Override
        protected int expectedBacklog() {
            try {
                return Integer.parseInt(Files.readAllLines(Path.of("/proc/sys/net/core/somaxconn")).get(0).trim());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
