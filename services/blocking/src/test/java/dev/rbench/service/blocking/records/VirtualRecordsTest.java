package dev.rbench.service.blocking.records;

import dev.rbench.service.common.testing.records.RecordRouteContract;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** GET /records on virtual threads. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "rbench.threads=virtual")
class VirtualRecordsTest extends RecordRouteContract {
}
