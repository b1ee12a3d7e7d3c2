package dev.rbench.service.reactive.records;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.service.common.postgres.PostgresFixture;
import dev.rbench.service.common.records.RecordQuery;
import dev.rbench.service.common.records.RecordRow;
import dev.rbench.service.common.records.RecordSize;
import dev.rbench.service.reactive.NoBlockingCalls;
import io.r2dbc.pool.ConnectionPool;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The R2DBC store against a real PostgreSQL, under BlockHound: RecordData's rows (so the same rows
 * as the JDBC store's test), exact counts, timeouts as 503, and no event loop ever blocked.
 */
@ExtendWith(NoBlockingCalls.class)
class R2dbcRecordStoreIT {

    static PostgresFixture pg;
    static ConnectionPool pool;
    static R2dbcRecordStore store;

    @BeforeAll
    static void start() throws Exception {
        // In the service the HTTP server loads Netty's native transport at start-up, on the main
        // thread; here the first R2DBC connection would, on an event loop. Load it as the service does.
        assertThat(io.netty.channel.epoll.Epoll.isAvailable()).isTrue();
        pg = PostgresFixture.start();
        pool = new ReactivePostgresConfiguration().postgresConnectionPool(pg.settings(4, 10_000));
        store = new R2dbcRecordStore(pool, Duration.ofSeconds(10));
    }

    @AfterAll
    static void stop() throws Exception {
        if (pool != null) {
            pool.dispose();
        }
        if (pg != null) {
            pg.close();
        }
    }

    static java.util.stream.Stream<org.junit.jupiter.params.provider.Arguments> queries() {
        return PostgresFixture.queries();
    }

    @ParameterizedTest
    @MethodSource("queries")
    void returnsTheSeededRecordsInIdOrderAndTheDatabaseCountsExactlyThoseRows(RecordQuery query) throws Exception {
        long before = pg.rowsRead();
        List<RecordRow> rows = store.stream(query).collectList().block(Duration.ofSeconds(30));
        assertThat(rows).isEqualTo(PostgresFixture.expected(query));
        assertThat(pg.rowsRead() - before).isEqualTo(query.count());
        assertThat(store.name()).isEqualTo("postgres");
    }

    @Test
    void rowsComeAsDemandedAndACancelReturnsTheConnection() {
        List<RecordRow> first = store.stream(new RecordQuery(RecordSize.KB100, 1000, false))
                .limitRate(5).take(3).collectList().block(Duration.ofSeconds(30));
        assertThat(first).extracting(RecordRow::id).containsExactly(1, 2, 3);
        // The pool (4 connections) still serves more requests than it has connections.
        for (int i = 0; i < 6; i++) {
            assertThat(store.stream(new RecordQuery(RecordSize.KB1, 2, true)).count().block(Duration.ofSeconds(10))).isEqualTo(2);
        }
    }

    @Test
    void aStatementOverTheTimeoutIs503WithinIt() throws Exception {
        try (Connection locker = pg.server().connect(); Statement s = locker.createStatement()) {
            locker.setAutoCommit(false);
            s.execute("LOCK TABLE records_1kb IN ACCESS EXCLUSIVE MODE");
            ConnectionPool quick = new ReactivePostgresConfiguration().postgresConnectionPool(pg.settings(2, 500));
            try {
                PostgresFixture.assertTimesOutAs503(() -> new R2dbcRecordStore(quick, Duration.ofMillis(500))
                        .stream(new RecordQuery(RecordSize.KB1, 10, false)).blockLast(Duration.ofSeconds(10)), 2_000);
            } finally {
                quick.dispose();
            }
            locker.rollback();
        }
    }

    @Test
    void aServerThatNeverAnswersIs503WithinTheTimeout() {
        ConnectionPool silent = new ReactivePostgresConfiguration().postgresConnectionPool(pg.silentSettings(500));
        try {
            PostgresFixture.assertTimesOutAs503(() -> new R2dbcRecordStore(silent, Duration.ofMillis(500))
                    .stream(new RecordQuery(RecordSize.KB1, 1, false)).blockLast(Duration.ofSeconds(10)), 2_000);
        } finally {
            silent.dispose();
        }
    }
}
