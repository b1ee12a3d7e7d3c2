package dev.rbench.service.common.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.service.common.records.RecordQuery;
import dev.rbench.service.common.records.RecordRow;
import dev.rbench.service.common.records.RecordSize;
import java.sql.Connection;
import java.sql.Statement;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What every PostgreSQL record store must do, against a real PostgreSQL ({@link PostgresFixture}):
 * RecordData's rows for every size × count 1, 10, 1000 × SELECT or function (so all stores return
 * identical rows), exactly {@code count} rows counted by the database, and a 503 within 2 s at a
 * 500 ms timeout for a table locked by another transaction (statement timeout) and for a server
 * that accepts and never answers. A subclass is one store (JDBC on MVC, R2DBC or JDBC on WebFlux)
 * and adds what only that store promises.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class PostgresRecordStoreContract {

    /**
     * A store on a pool of its own, both built from settings as the service builds them.
     *
     * @param readAll every row of a query, read the store's own way, waiting for the last
     * @param closePool what closing does
     */
    public record PooledStore(String name, Function<RecordQuery, List<RecordRow>> readAll, Runnable closePool)
            implements AutoCloseable {

        public List<RecordRow> readAll(RecordQuery query) {
            return readAll.apply(query);
        }

        @Override
        public void close() {
            closePool.run();
        }
    }

    protected PostgresFixture pg;

    /** On a pool of 4 connections with 10 s timeouts and a fetch size of 50. */
    protected PooledStore store;

    protected abstract PooledStore open(PostgresSettings settings);

    @BeforeAll
    void startPostgres() throws Exception {
        pg = PostgresFixture.start();
        store = open(pg.settings(4, 10_000));
    }

    @AfterAll
    void stopPostgres() throws Exception {
        if (store != null) {
            store.close();
        }
        if (pg != null) {
            pg.close();
        }
    }

    @ParameterizedTest
    @MethodSource("dev.rbench.service.common.postgres.PostgresFixture#queries")
    void returnsTheSeededRecordsInIdOrderAndTheDatabaseCountsExactlyThoseRows(RecordQuery query) throws Exception {
        long before = pg.rowsRead();
        assertThat(store.readAll(query)).isEqualTo(PostgresFixture.expected(query));
        assertThat(pg.rowsRead() - before).isEqualTo(query.count());
        assertThat(store.name()).isEqualTo("postgres");
    }

    @Test
    void aStatementOverTheTimeoutIs503WithinIt() throws Exception {
        try (Connection locker = pg.server().connect(); Statement s = locker.createStatement()) {
            locker.setAutoCommit(false);
            s.execute("LOCK TABLE records_1kb IN ACCESS EXCLUSIVE MODE");
            try (PooledStore quick = open(pg.settings(2, 500))) {
                PostgresFixture.assertTimesOutAs503(() -> quick.readAll(new RecordQuery(RecordSize.KB1, 10, false)), 2_000);
            }
            locker.rollback();
        }
    }

    @Test
    void aServerThatNeverAnswersIs503WithinTheTimeout() {
        try (PooledStore silent = open(pg.silentSettings(500))) {
            PostgresFixture.assertTimesOutAs503(() -> silent.readAll(new RecordQuery(RecordSize.KB1, 1, false)), 2_000);
        }
    }
}
