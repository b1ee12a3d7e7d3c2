package dev.rbench.service.reactive.records;

import dev.rbench.service.common.testing.records.PostgresRecordBodyContract;
import dev.rbench.service.reactive.NoBlockingCalls;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** GET /records?store=postgres on WebFlux: R2DBC + r2dbc-pool against a real PostgreSQL, under BlockHound. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "rbench.event-loops=3")
@ExtendWith(NoBlockingCalls.class)
class ReactivePostgresRecordsIT extends PostgresRecordBodyContract {

    @Override
    protected String driver() {
        return "r2dbc";
    }
}
