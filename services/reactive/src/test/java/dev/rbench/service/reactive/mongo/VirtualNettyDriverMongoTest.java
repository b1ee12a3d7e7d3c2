package dev.rbench.service.reactive.mongo;

import static dev.rbench.service.common.testing.mongo.MongoRouteContract.BATCH_SIZE;
import static dev.rbench.service.common.testing.mongo.MongoRouteContract.BODY_LIMIT;
import static dev.rbench.service.common.testing.mongo.MongoRouteContract.POOL_SIZE;
import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.client.MongoClient;
import dev.rbench.protocol.ServiceInfo.HandlerThreadCounts;
import dev.rbench.service.common.testing.mongo.MongoRouteContract;
import dev.rbench.service.reactive.NoBlockingCalls;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.context.ApplicationContext;

/**
 * The Mongo contract on virtual-netty through the sync driver: the blocking-style handlers wait on virtual threads,
 * and the event loops never block (BlockHound).
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = {
        "rbench.threads=virtual", "rbench.event-loops=2", "rbench.mongo.access=driver", "rbench.mongo.database=vn_driver",
        POOL_SIZE, BATCH_SIZE, BODY_LIMIT})
@ExtendWith(NoBlockingCalls.class)
class VirtualNettyDriverMongoTest extends MongoRouteContract {

    @Autowired
    ApplicationContext context;

    @Override
    protected String access() {
        return "driver";
    }

    @Test
    void everyMongoHandlerRanOnAVirtualThread() {
        HandlerThreadCounts counts = handlerThreadsDuring(() -> {
            assertThat(http.get("/documents/small").status()).isEqualTo(200);
            assertThat(http.get("/documents/small/fanout?calls=3&parallel=true").status()).isEqualTo(200);
            assertThat(http.get("/entities").status()).isEqualTo(200);
            assertThat(http.get("/entities/query?name=nobody").status()).isEqualTo(200);
        });
        assertThat(counts).isEqualTo(new HandlerThreadCounts(4, 0));
    }

    @Test
    void theSyncClientExistsAndNoReactiveOne() {
        assertThat(context.getBeanNamesForType(MongoClient.class)).hasSize(1);
        assertThat(context.getBeanNamesForType(com.mongodb.reactivestreams.client.MongoClient.class)).isEmpty();
        assertThat(context.getBeanNamesForType(ReactiveEntityStore.class)).isEmpty();
    }
}
