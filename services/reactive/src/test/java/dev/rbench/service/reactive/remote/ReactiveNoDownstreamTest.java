package dev.rbench.service.reactive.remote;

import dev.rbench.service.common.testing.remote.NoDownstreamContract;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** The same properties as ReactiveRoutesTest, so the cached context is reused: no downstream. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "rbench.event-loops=3")
class ReactiveNoDownstreamTest extends NoDownstreamContract {
}
