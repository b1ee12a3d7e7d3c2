package dev.rbench.service.reactive.mongo;

import static dev.rbench.service.common.testing.mongo.MongoTimeoutContract.CONNECT_TIMEOUT;
import static dev.rbench.service.common.testing.mongo.MongoTimeoutContract.POOL_WAIT;
import static dev.rbench.service.common.testing.mongo.MongoTimeoutContract.READ_TIMEOUT;

import dev.rbench.service.common.testing.mongo.MongoTimeoutContract;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** A silent database costs each request its timeouts and a 503 on virtual-netty, as on MVC (the sync template way). */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = {
        "rbench.threads=virtual", "rbench.mongo.access=template", CONNECT_TIMEOUT, READ_TIMEOUT, POOL_WAIT})
class VirtualNettyMongoTimeoutTest extends MongoTimeoutContract {
}
