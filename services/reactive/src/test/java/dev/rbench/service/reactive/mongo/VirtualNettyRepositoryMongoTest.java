package dev.rbench.service.reactive.mongo;

import static dev.rbench.service.common.testing.mongo.MongoRouteContract.BATCH_SIZE;
import static dev.rbench.service.common.testing.mongo.MongoRouteContract.BODY_LIMIT;
import static dev.rbench.service.common.testing.mongo.MongoRouteContract.POOL_SIZE;

import dev.rbench.service.common.testing.mongo.MongoRouteContract;
import dev.rbench.service.reactive.NoBlockingCalls;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** The Mongo contract on virtual-netty through MongoRepository, the event loops under BlockHound. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = {
        "rbench.threads=virtual", "rbench.event-loops=2", "rbench.mongo.access=repository", "rbench.mongo.database=vn_repository",
        POOL_SIZE, BATCH_SIZE, BODY_LIMIT})
@ExtendWith(NoBlockingCalls.class)
class VirtualNettyRepositoryMongoTest extends MongoRouteContract {

    @Override
    protected String access() {
        return "repository";
    }
}
