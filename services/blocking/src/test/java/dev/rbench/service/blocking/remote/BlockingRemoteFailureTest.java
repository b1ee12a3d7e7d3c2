package dev.rbench.service.blocking.remote;

import dev.rbench.service.common.testing.remote.RemoteFailureContract;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
class BlockingRemoteFailureTest extends RemoteFailureContract {
}
