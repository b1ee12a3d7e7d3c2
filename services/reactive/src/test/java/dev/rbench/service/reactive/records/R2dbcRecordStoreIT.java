package dev.rbench.service.reactive.records;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.service.common.postgres.PostgresRecordStoreContract;
import dev.rbench.service.common.postgres.PostgresSettings;
import dev.rbench.service.common.records.RecordQuery;
import dev.rbench.service.common.records.RecordRow;
import dev.rbench.service.common.records.RecordSize;
import dev.rbench.service.reactive.NoBlockingCalls;
import io.r2dbc.pool.ConnectionPool;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The R2DBC store against a real PostgreSQL, under BlockHound: the store contract (RecordData's rows,
 * exact counts, timeouts as 503), rows as demanded, and no event loop ever blocked.
 */
@ExtendWith(NoBlockingCalls.class)
class R2dbcRecordStoreIT extends PostgresRecordStoreContract {

    @BeforeAll
    static void loadNativeTransport() {
        // In the service the HTTP server loads Netty's native transport at start-up, on the main
        // thread; here the first R2DBC connection would, on an event loop. Load it as the service does.
        assertThat(io.netty.channel.epoll.Epoll.isAvailable()).isTrue();
    }

    @Override
    protected PooledStore open(PostgresSettings settings) {
        ConnectionPool pool = new ReactivePostgresConfiguration().postgresConnectionPool(settings);
        return ReactiveStores.pooled(new R2dbcRecordStore(pool, Duration.ofMillis(settings.timeoutMs())), pool::dispose);
    }

    @Test
    void rowsComeAsDemandedAndACancelReturnsTheConnection() {
        ConnectionPool pool = new ReactivePostgresConfiguration().postgresConnectionPool(pg.settings(4, 10_000));
        try {
            R2dbcRecordStore r2dbc = new R2dbcRecordStore(pool, Duration.ofSeconds(10));
            List<RecordRow> first = r2dbc.stream(new RecordQuery(RecordSize.KB100, 1000, false))
                    .limitRate(5).take(3).collectList().block(Duration.ofSeconds(30));
            assertThat(first).extracting(RecordRow::id).containsExactly(1, 2, 3);
            // The pool (4 connections) still serves more requests than it has connections.
            for (int i = 0; i < 6; i++) {
                assertThat(r2dbc.stream(new RecordQuery(RecordSize.KB1, 2, true)).count().block(Duration.ofSeconds(10))).isEqualTo(2);
            }
        } finally {
            pool.dispose();
        }
    }
}
