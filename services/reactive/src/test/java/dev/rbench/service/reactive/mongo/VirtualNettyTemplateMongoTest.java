package dev.rbench.service.reactive.mongo;

import static dev.rbench.service.common.testing.mongo.MongoRouteContract.BATCH_SIZE;
import static dev.rbench.service.common.testing.mongo.MongoRouteContract.BODY_LIMIT;
import static dev.rbench.service.common.testing.mongo.MongoRouteContract.POOL_SIZE;

import dev.rbench.service.common.testing.mongo.MongoRouteContract;
import dev.rbench.service.reactive.NoBlockingCalls;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** The Mongo contract on virtual-netty through MongoTemplate, the event loops under BlockHound. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = {
        "rbench.threads=virtual", "rbench.event-loops=2", "rbench.mongo.access=template", "rbench.mongo.database=vn_template",
        POOL_SIZE, BATCH_SIZE, BODY_LIMIT})
@ExtendWith(NoBlockingCalls.class)
class VirtualNettyTemplateMongoTest extends MongoRouteContract {

    @Override
    protected String access() {
        return "template";
    }
}
