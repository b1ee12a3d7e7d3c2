package dev.rbench.service.blocking.records;

import dev.rbench.service.common.testing.records.PostgresRecordBodyContract;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** GET /records?store=postgres on virtual threads: JDBC + HikariCP against a real PostgreSQL. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "rbench.threads=virtual")
class VirtualPostgresRecordsIT extends PostgresRecordBodyContract {

    @Override
    protected String driver() {
        return "jdbc";
    }
}
