package dev.rbench.service.blocking.records;

import dev.rbench.service.common.postgres.PostgresFailures;
import dev.rbench.service.common.postgres.RecordSql;
import dev.rbench.service.common.records.RecordQuery;
import dev.rbench.service.common.records.RecordRoutes;
import dev.rbench.service.common.records.RecordRow;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.function.Consumer;
import javax.sql.DataSource;

/**
 * PostgreSQL's records over JDBC (pgjdbc through HikariCP), on the request's thread. The statement
 * runs in a transaction with a fetch size, so pgjdbc reads the rows in portions of that many through
 * a portal instead of buffering the whole result, and each row goes to the sink as it is read.
 * {@code via=function} reads them through the study's PL/pgSQL function {@code records_stream}.
 * A failure becomes the route's answer ({@link PostgresFailures}).
 */
public final class JdbcRecordStore implements RecordStore {

    private final DataSource dataSource;
    private final int fetchSize;

    public JdbcRecordStore(DataSource dataSource, int fetchSize) {
        this.dataSource = dataSource;
        this.fetchSize = fetchSize;
    }

    @Override
    public String name() {
        return RecordRoutes.POSTGRES;
    }

    @Override
    public void stream(RecordQuery query, Consumer<RecordRow> sink) {
        try (Connection c = dataSource.getConnection()) {
            c.setAutoCommit(false);
            try (PreparedStatement p = c.prepareStatement(RecordSql.jdbc(query))) {
                p.setFetchSize(fetchSize);
                int i = 1;
                if (query.viaFunction()) {
                    p.setString(i++, query.size().label());
                }
                p.setInt(i, query.count());
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        sink.accept(new RecordRow(r.getInt(1), r.getString(2)));
                    }
                }
            }
            c.commit();
        } catch (SQLException e) {
            throw PostgresFailures.classify(e);
        }
    }
}
