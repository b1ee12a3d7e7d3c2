package dev.rbench.service.common.postgres;

import dev.rbench.service.common.records.RecordQuery;
import dev.rbench.service.common.records.RecordRoutes;
import dev.rbench.service.common.records.RecordRow;
import dev.rbench.service.common.records.RecordStore;
import java.sql.SQLException;
import java.util.function.Consumer;
import javax.sql.DataSource;

/**
 * PostgreSQL's records over JDBC (pgjdbc through HikariCP), on the thread that asks for them (MVC's request thread,
 * virtual-netty's virtual thread): the shared
 * {@link JdbcRecordCursor} (a transaction with a fetch size, rows read through a portal in portions)
 * is drained and each row goes to the sink as it is read. {@code via=function} reads them through
 * the study's PL/pgSQL function {@code records_stream}. A failure becomes the route's answer
 * ({@link PostgresFailures}).
 */
public record JdbcRecordStore(DataSource dataSource, int fetchSize) implements RecordStore {

    @Override
    public String name() {
        return RecordRoutes.POSTGRES;
    }

    @Override
    public void stream(RecordQuery query, Consumer<RecordRow> sink) {
        try (JdbcRecordCursor cursor = JdbcRecordCursor.open(dataSource, fetchSize, query)) {
            for (RecordRow row = cursor.next(); row != null; row = cursor.next()) {
                sink.accept(row);
            }
        } catch (SQLException e) {
            throw PostgresFailures.classify(e);
        }
    }
}
