package dev.rbench.service.blocking.records;

import com.zaxxer.hikari.HikariDataSource;
import dev.rbench.service.common.postgres.JdbcPool;
import dev.rbench.service.common.postgres.JdbcRecordStore;
import dev.rbench.service.common.postgres.PostgresRecordStoreContract;
import dev.rbench.service.common.postgres.PostgresSettings;
import dev.rbench.service.common.records.RecordRow;
import java.util.ArrayList;
import java.util.List;

/** MVC's JDBC store against a real PostgreSQL: the store contract (RecordData's rows, exact counts, timeouts as 503). */
class JdbcRecordStoreIT extends PostgresRecordStoreContract {

    @Override
    protected PooledStore open(PostgresSettings settings) {
        HikariDataSource pool = JdbcPool.open(settings);
        JdbcRecordStore store = new JdbcRecordStore(pool, settings.fetchSize());
        return new PooledStore(store.name(), query -> {
            List<RecordRow> rows = new ArrayList<>();
            store.stream(query, rows::add);
            return rows;
        }, pool::close);
    }
}
