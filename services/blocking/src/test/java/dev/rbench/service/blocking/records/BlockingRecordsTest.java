package dev.rbench.service.blocking.records;

import dev.rbench.service.common.testing.records.RecordRouteContract;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** GET /records on platform threads. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "rbench.threads=platform")
class BlockingRecordsTest extends RecordRouteContract {
}
