package dev.rbench.service.blocking.cassandra;

import static dev.rbench.service.common.testing.cassandra.CassandraFailureContract.TIMEOUT;

import dev.rbench.service.common.testing.cassandra.CassandraFailureContract;
import org.junit.jupiter.api.Nested;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** {@code /api} on Spring MVC without a usable Cassandra: none configured, or one that never answers. */
class BlockingCassandraFailureTest {

    @Nested
    @SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
    class Unconfigured extends CassandraFailureContract.Unconfigured {
    }

    @Nested
    @SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = TIMEOUT)
    class Silent extends CassandraFailureContract.Silent {
    }
}
