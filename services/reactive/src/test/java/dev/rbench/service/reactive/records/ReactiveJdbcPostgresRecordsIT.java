package dev.rbench.service.reactive.records;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.service.common.testing.records.PostgresRecordBodyContract;
import dev.rbench.service.reactive.NoBlockingCalls;
import io.r2dbc.pool.ConnectionPool;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.context.ApplicationContext;

/**
 * GET /records?store=postgres on WebFlux with JDBC (study 004's third variant): HikariCP + pgjdbc on
 * boundedElastic threads against a real PostgreSQL, under BlockHound — a JDBC call on an event loop,
 * opening, reading, committing or closing after the client left, fails the test.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT,
        properties = {"rbench.event-loops=3", "rbench.postgres.driver=jdbc"})
@ExtendWith(NoBlockingCalls.class)
class ReactiveJdbcPostgresRecordsIT extends PostgresRecordBodyContract {

    @Autowired
    ApplicationContext context;

    @Override
    protected String driver() {
        return "jdbc";
    }

    @Test
    void onlyTheJdbcStoreExistsNoR2dbcPool() {
        assertThat(context.getBeansOfType(ReactiveRecordStore.class).values())
                .hasOnlyElementsOfType(JdbcReactiveRecordStore.class).isNotEmpty();
        assertThat(context.getBeanNamesForType(ConnectionPool.class)).isEmpty();
    }
}
