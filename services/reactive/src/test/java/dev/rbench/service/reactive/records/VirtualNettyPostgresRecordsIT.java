package dev.rbench.service.reactive.records;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import dev.rbench.protocol.ServiceInfo.HandlerThreadCounts;
import dev.rbench.service.common.postgres.JdbcRecordStore;
import dev.rbench.service.common.records.RecordStore;
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
 * GET /records?store=postgres on virtual-netty: MVC's JDBC store (HikariCP + pgjdbc) read on virtual threads against a
 * real PostgreSQL, no R2DBC pool, and no JDBC call on an event loop (BlockHound).
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = {"rbench.threads=virtual", "rbench.event-loops=2"})
@ExtendWith(NoBlockingCalls.class)
class VirtualNettyPostgresRecordsIT extends PostgresRecordBodyContract {

    @Autowired
    ApplicationContext context;

    @Override
    protected String driver() {
        return "jdbc";
    }

    @Test
    void onlyMvcsJdbcStoreExists() {
        assertThat(context.getBeansOfType(RecordStore.class).values()).hasOnlyElementsOfType(JdbcRecordStore.class).isNotEmpty();
        assertThat(context.getBeanNamesForType(ReactiveRecordStore.class)).isEmpty();
        assertThat(context.getBeanNamesForType(ConnectionPool.class)).isEmpty();
        assertThat(context.getBeanNamesForType(HikariDataSource.class)).hasSize(1);
    }

    @Test
    void theRecordsHandlerRanOnAVirtualThread() {
        HandlerThreadCounts counts = handlerThreadsDuring(
                () -> assertThat(http.get("/records?store=postgres&size=1kb&count=10").status()).isEqualTo(200));
        assertThat(counts).isEqualTo(new HandlerThreadCounts(1, 0));
    }
}
