package dev.rbench.service.reactive.remote;

import dev.rbench.service.common.testing.remote.RemoteFailureContract;
import dev.rbench.service.reactive.NoBlockingCalls;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** The refused connection's error path, under BlockHound too. */
@ExtendWith(NoBlockingCalls.class)
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "rbench.event-loops=3")
class ReactiveRemoteFailureTest extends RemoteFailureContract {
}
