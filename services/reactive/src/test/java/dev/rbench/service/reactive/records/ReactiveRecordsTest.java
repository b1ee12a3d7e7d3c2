package dev.rbench.service.reactive.records;

import dev.rbench.service.common.testing.records.RecordRouteContract;
import dev.rbench.service.reactive.NoBlockingCalls;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** GET /records on WebFlux, every test under BlockHound. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "rbench.event-loops=3")
@ExtendWith(NoBlockingCalls.class)
class ReactiveRecordsTest extends RecordRouteContract {
}
