package dev.rbench.service.common.postgres;

import dev.rbench.service.common.records.RecordQuery;
import dev.rbench.service.common.records.RecordRow;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * One {@code GET /records} read over JDBC, open: a pooled connection, the statement, and its result
 * read a row at a time. The statement runs in a transaction with a fetch size, so pgjdbc reads the
 * rows in portions of that many through a portal instead of buffering the whole result; a row not
 * asked for is not fetched. MVC drains it on the request thread, WebFlux's JDBC store one row per
 * demanded row on a boundedElastic thread.
 * <p>
 * Not thread-safe: one thread at a time, as each store uses it. Every call blocks.
 */
public final class JdbcRecordCursor implements AutoCloseable {

    private final Connection connection;
    private final PreparedStatement statement;
    private final ResultSet rows;
    private boolean exhausted;
    private boolean closed;

    private JdbcRecordCursor(Connection connection, PreparedStatement statement, ResultSet rows) {
        this.connection = connection;
        this.statement = statement;
        this.rows = rows;
    }

    /** Takes a connection from {@code pool} and runs the query; nothing stays open if that fails. */
    public static JdbcRecordCursor open(DataSource pool, int fetchSize, RecordQuery query) throws SQLException {
        Connection c = pool.getConnection();
        PreparedStatement p = null;
        try {
            c.setAutoCommit(false);
            p = c.prepareStatement(RecordSql.jdbc(query));
            p.setFetchSize(fetchSize);
            int i = 1;
            if (query.viaFunction()) {
                p.setString(i++, query.size().label());
            }
            p.setInt(i, query.count());
            return new JdbcRecordCursor(c, p, p.executeQuery());
        } catch (SQLException | RuntimeException e) {
            SQLException closing = p == null ? null : attempt(null, p::close);
            closing = attempt(closing, c::close);
            if (closing != null) {
                e.addSuppressed(closing);
            }
            throw e;
        }
    }

    /**
     * The next row, or null after the last. Reaching the end already ends the read (as {@link #close}),
     * so the transaction is over and the connection back in the pool before a caller reports the end.
     */
    public RecordRow next() throws SQLException {
        if (exhausted) {
            return null;
        }
        if (!rows.next()) {
            exhausted = true;
            close();
            return null;
        }
        return new RecordRow(rows.getInt(1), rows.getString(2));
    }

    /**
     * Ends the read and returns the connection: committed when every row was read, rolled back when
     * the read stops early (a cancel, a failure) — the transaction only ever read. Closes everything
     * even if one close fails, then throws the first failure. A second call does nothing.
     */
    @Override
    public void close() throws SQLException {
        if (closed) {
            return;
        }
        closed = true;
        SQLException failure = attempt(null, rows::close);
        failure = attempt(failure, statement::close);
        failure = attempt(failure, exhausted ? connection::commit : connection::rollback);
        failure = attempt(failure, connection::close);
        if (failure != null) {
            throw failure;
        }
    }

    private interface Step {
        void run() throws SQLException;
    }

    /** Runs {@code step}; its failure becomes the first one, or is added to {@code failure} as suppressed. */
    private static SQLException attempt(SQLException failure, Step step) {
        try {
            step.run();
            return failure;
        } catch (SQLException e) {
            if (failure == null) {
                return e;
            }
            failure.addSuppressed(e);
            return failure;
        }
    }
}
