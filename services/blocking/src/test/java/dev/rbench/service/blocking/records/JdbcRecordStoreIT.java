package dev.rbench.service.blocking.records;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import dev.rbench.service.common.postgres.PostgresFixture;
import dev.rbench.service.common.records.RecordQuery;
import dev.rbench.service.common.records.RecordRow;
import dev.rbench.service.common.records.RecordSize;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The JDBC store against a real PostgreSQL: RecordData's rows, exact counts, timeouts as 503. */
class JdbcRecordStoreIT {

    static PostgresFixture pg;
    static HikariDataSource pool;
    static JdbcRecordStore store;

    @BeforeAll
    static void start() throws Exception {
        pg = PostgresFixture.start();
        pool = new HikariDataSource(PostgresConfiguration.hikariConfig(pg.settings(4, 10_000)));
        store = new JdbcRecordStore(pool, 50);
    }

    @AfterAll
    static void stop() throws Exception {
        if (pool != null) {
            pool.close();
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
        List<RecordRow> rows = new ArrayList<>();
        store.stream(query, rows::add);
        assertThat(rows).isEqualTo(PostgresFixture.expected(query));
        assertThat(pg.rowsRead() - before).isEqualTo(query.count());
        assertThat(store.name()).isEqualTo("postgres");
    }

    @Test
    void aStatementOverTheTimeoutIs503WithinIt() throws Exception {
        try (Connection locker = pg.server().connect(); Statement s = locker.createStatement()) {
            locker.setAutoCommit(false);
            s.execute("LOCK TABLE records_1kb IN ACCESS EXCLUSIVE MODE");
            try (HikariDataSource quick = new HikariDataSource(PostgresConfiguration.hikariConfig(pg.settings(2, 500)))) {
                PostgresFixture.assertTimesOutAs503(() -> new JdbcRecordStore(quick, 50).stream(
                        new RecordQuery(RecordSize.KB1, 10, false), row -> { }), 2_000);
            }
            locker.rollback();
        }
    }

    @Test
    void aServerThatNeverAnswersIs503WithinTheTimeout() {
        try (HikariDataSource silent = new HikariDataSource(PostgresConfiguration.hikariConfig(pg.silentSettings(500)))) {
            PostgresFixture.assertTimesOutAs503(() -> new JdbcRecordStore(silent, 50).stream(
                    new RecordQuery(RecordSize.KB1, 1, false), row -> { }), 2_000);
        }
    }
}
