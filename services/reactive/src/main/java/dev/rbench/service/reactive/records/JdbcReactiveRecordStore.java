package dev.rbench.service.reactive.records;

import dev.rbench.service.common.postgres.JdbcRecordCursor;
import dev.rbench.service.common.postgres.PostgresFailures;
import dev.rbench.service.common.records.RecordQuery;
import dev.rbench.service.common.records.RecordRoutes;
import dev.rbench.service.common.records.RecordRow;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import reactor.core.publisher.Flux;
import reactor.core.publisher.SynchronousSink;
import reactor.core.scheduler.Scheduler;
import reactor.core.scheduler.Schedulers;

/**
 * Study 004's third variant, WebFlux with JDBC: PostgreSQL's records through the same pool and
 * cursor as MVC's store ({@link JdbcRecordCursor}), each blocking call on a thread of Reactor's
 * boundedElastic scheduler, never on an event loop, and only as many rows read as were asked for.
 * <p>
 * {@code Flux.generate} holds the open cursor as its state and reads one row per row demanded;
 * {@code subscribeOn} moves the subscription — and with it every later {@code request(n)} — onto one
 * boundedElastic worker, so opening the cursor (pool wait, statement) and every {@code next()} run
 * there, one at a time. When the connection's writes fall behind, Netty stops asking, the generator
 * is not called, and no row is fetched beyond the fetch-size portion pgjdbc already holds.
 * {@code cancelOn} sends a cancel (the client went away) to a boundedElastic thread too, since a
 * cancel between two requests closes the cursor on the cancelling thread, which is then the event
 * loop. At the last row the cursor has already committed and returned its connection before the
 * end is signalled; the state consumer closes it (rolled back) on cancel and error.
 * <p>
 * The pool's wait, the server's statement_timeout and the socket timeout bound each call (the JDBC
 * settings of {@code rbench.postgres.*}); a failure becomes the route's answer ({@link PostgresFailures}).
 * At most the scheduler's threads (ten per core by default) wait on JDBC at once: the cost of
 * this variant that the study measured, beside R2DBC's none.
 * <p>
 * Known limit, measured (docs/lab/streams.md, streams-concurrent): with more concurrent streams than
 * pool connections, workers block in the pool's getConnection while the streams holding the
 * connections wait for those same workers, until the pool's timeout. Opening cursors on threads
 * that never read rows would remove it.
 */
public final class JdbcReactiveRecordStore implements ReactiveRecordStore {

    private static final Logger LOG = LoggerFactory.getLogger(JdbcReactiveRecordStore.class);

    private final DataSource pool;
    private final int fetchSize;
    private final Scheduler jdbcThreads;

    public JdbcReactiveRecordStore(DataSource pool, int fetchSize) {
        this.pool = pool;
        this.fetchSize = fetchSize;
        this.jdbcThreads = Schedulers.boundedElastic();
    }

    @Override
    public String name() {
        return RecordRoutes.POSTGRES;
    }

    @Override
    public Flux<RecordRow> stream(RecordQuery query) {
        return Flux.generate(() -> JdbcRecordCursor.open(pool, fetchSize, query),
                        JdbcReactiveRecordStore::nextRow, JdbcReactiveRecordStore::close)
                .cancelOn(jdbcThreads)
                .subscribeOn(jdbcThreads)
                .onErrorMap(PostgresFailures::classify);
    }

    private static JdbcRecordCursor nextRow(JdbcRecordCursor cursor, SynchronousSink<RecordRow> sink) {
        try {
            RecordRow row = cursor.next();
            if (row == null) {
                sink.complete();
            } else {
                sink.next(row);
            }
        } catch (SQLException e) {
            sink.error(e);
        }
        return cursor;
    }

    /** After a cancel or a failure nobody waits for the answer any more: a failing close is only logged. */
    private static void close(JdbcRecordCursor cursor) {
        try {
            cursor.close();
        } catch (SQLException e) {
            LOG.warn("closing a PostgreSQL record cursor failed: {}", PostgresFailures.classify(e).getMessage());
        }
    }
}
