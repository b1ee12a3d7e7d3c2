package dev.rbench.service.blocking.cassandra;

import static dev.rbench.service.common.testing.cassandra.CassandraRouteContract.PAGE_SIZE;

import dev.rbench.service.common.testing.cassandra.CassandraRouteContract;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** Study 001's route on platform threads, through the sync session, against the shared embedded node. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = {"rbench.threads=platform", PAGE_SIZE})
class BlockingCassandraIT extends CassandraRouteContract {
}
