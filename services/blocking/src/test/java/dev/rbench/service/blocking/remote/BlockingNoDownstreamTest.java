package dev.rbench.service.blocking.remote;

import dev.rbench.service.common.testing.remote.NoDownstreamContract;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** The defaults, as BlockingRoutesTest: the same cached context, with no downstream. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
class BlockingNoDownstreamTest extends NoDownstreamContract {
}
