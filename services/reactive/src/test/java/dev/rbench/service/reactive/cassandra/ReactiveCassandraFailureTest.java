package dev.rbench.service.reactive.cassandra;

import dev.rbench.service.common.testing.cassandra.CassandraFailureContract;
import dev.rbench.service.reactive.NoBlockingCalls;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.extension.ExtendWith;

/** {@code /api} on WebFlux without a usable Cassandra, under BlockHound: the failure path must not block either. */
@ExtendWith(NoBlockingCalls.class)
class ReactiveCassandraFailureTest {

    @Nested
    class Unconfigured extends CassandraFailureContract.Unconfigured {
    }

    @Nested
    class Silent extends CassandraFailureContract.Silent {
    }
}
