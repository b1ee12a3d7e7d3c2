package dev.rbench.service.blocking.mongo;

import static dev.rbench.service.common.testing.mongo.MongoRouteContract.BATCH_SIZE;
import static dev.rbench.service.common.testing.mongo.MongoRouteContract.BODY_LIMIT;
import static dev.rbench.service.common.testing.mongo.MongoRouteContract.POOL_SIZE;

import dev.rbench.service.common.testing.mongo.MongoRouteContract;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** The Mongo contract on platform threads, through MongoRepository. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = {
        "rbench.threads=platform", "rbench.mongo.access=repository", "rbench.mongo.database=blocking_repository",
        POOL_SIZE, BATCH_SIZE, BODY_LIMIT})
class BlockingRepositoryMongoTest extends MongoRouteContract {

    @Override
    protected String access() {
        return "repository";
    }
}
