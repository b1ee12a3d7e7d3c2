package dev.rbench.service.blocking;

import dev.rbench.service.common.testing.AcceptBacklogContract;
import org.junit.jupiter.api.Nested;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** {@code --rbench.accept-backlog} reaches the kernel's listening socket under Tomcat, on either thread model. */
class AcceptBacklogTest {

    @Nested
    @SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT,
            properties = {"rbench.threads=virtual", AcceptBacklogContract.CONFIGURED})
    class Configured extends AcceptBacklogContract {
    }

    @Nested
    @SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "rbench.threads=platform")
    class TomcatsDefault extends AcceptBacklogContract {
        @Override
        protected int expectedBacklog() {
            return 100; // Tomcat's acceptCount
        }
    }
}
