package dev.rbench.service.blocking.cassandra;

import dev.rbench.service.common.testing.cassandra.CassandraFailureContract;
import org.junit.jupiter.api.Nested;

/** {@code /api} on Spring MVC without a usable Cassandra: none configured, or one that never answers. */
class BlockingCassandraFailureTest {

    @Nested
    class Unconfigured extends CassandraFailureContract.Unconfigured {
    }

    @Nested
    class Silent extends CassandraFailureContract.Silent {
    }
}
