package dev.rbench.service.reactive.cassandra;

import static dev.rbench.service.common.testing.cassandra.CassandraFailureContract.TIMEOUT;

import dev.rbench.service.common.testing.cassandra.CassandraFailureContract;
import dev.rbench.service.reactive.NoBlockingCalls;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** {@code /api} on WebFlux without a usable Cassandra, under BlockHound: the failure path must not block either. */
@ExtendWith(NoBlockingCalls.class)
class ReactiveCassandraFailureTest {

    @Nested
    @SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
    class Unconfigured extends CassandraFailureContract.Unconfigured {
    }

    @Nested
    @SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = TIMEOUT)
    class Silent extends CassandraFailureContract.Silent {
    }
}
