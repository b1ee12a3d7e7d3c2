package dev.rbench.service.reactive.mongo;

import static dev.rbench.service.common.testing.mongo.MongoRouteContract.BATCH_SIZE;
import static dev.rbench.service.common.testing.mongo.MongoRouteContract.BODY_LIMIT;
import static dev.rbench.service.common.testing.mongo.MongoRouteContract.POOL_SIZE;

import dev.rbench.service.common.testing.mongo.MongoRouteContract;
import dev.rbench.service.reactive.NoBlockingCalls;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** The Mongo contract on WebFlux through the driver way, every test under BlockHound. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = {
        "rbench.event-loops=3", "rbench.mongo.access=driver", "rbench.mongo.database=reactive_driver",
        POOL_SIZE, BATCH_SIZE, BODY_LIMIT})
@ExtendWith(NoBlockingCalls.class)
class ReactiveDriverMongoTest extends MongoRouteContract {

    @Override
    protected String access() {
        return "driver";
    }
}
