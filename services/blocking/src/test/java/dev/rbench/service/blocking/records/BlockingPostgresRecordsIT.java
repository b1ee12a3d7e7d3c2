package dev.rbench.service.blocking.records;

import dev.rbench.service.common.testing.records.PostgresRecordBodyContract;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** GET /records?store=postgres on platform threads: JDBC + HikariCP against a real PostgreSQL. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "rbench.threads=platform")
class BlockingPostgresRecordsIT extends PostgresRecordBodyContract {

    @Override
    protected String driver() {
        return "jdbc";
    }
}
