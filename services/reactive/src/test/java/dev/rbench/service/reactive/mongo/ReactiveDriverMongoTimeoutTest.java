package dev.rbench.service.reactive.mongo;

import static dev.rbench.service.common.testing.mongo.MongoTimeoutContract.CONNECT_TIMEOUT;
import static dev.rbench.service.common.testing.mongo.MongoTimeoutContract.POOL_WAIT;
import static dev.rbench.service.common.testing.mongo.MongoTimeoutContract.READ_TIMEOUT;

import dev.rbench.service.common.testing.mongo.MongoTimeoutContract;
import dev.rbench.service.reactive.NoBlockingCalls;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** A silent database costs each request its timeouts and a 503 through the driver way, without blocking a loop meanwhile. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = {
        "rbench.event-loops=3", "rbench.mongo.access=driver", CONNECT_TIMEOUT, READ_TIMEOUT, POOL_WAIT})
@ExtendWith(NoBlockingCalls.class)
class ReactiveDriverMongoTimeoutTest extends MongoTimeoutContract {
}
