package dev.rbench.service.reactive.cassandra;

import static dev.rbench.service.common.testing.cassandra.CassandraRouteContract.PAGE_SIZE;

import dev.rbench.service.common.testing.cassandra.CassandraRouteContract;
import dev.rbench.service.reactive.NoBlockingCalls;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** Study 001's route on WebFlux through executeReactive, against the shared embedded node, under BlockHound. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = {"rbench.event-loops=3", PAGE_SIZE})
@ExtendWith(NoBlockingCalls.class)
class ReactiveCassandraIT extends CassandraRouteContract {
}
