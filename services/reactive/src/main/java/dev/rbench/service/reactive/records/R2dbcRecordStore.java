package dev.rbench.service.reactive.records;

import dev.rbench.service.common.postgres.PostgresFailures;
import dev.rbench.service.common.postgres.RecordSql;
import dev.rbench.service.common.records.RecordQuery;
import dev.rbench.service.common.records.RecordRoutes;
import dev.rbench.service.common.records.RecordRow;
import io.r2dbc.spi.Connection;
import io.r2dbc.spi.ConnectionFactory;
import io.r2dbc.spi.Statement;
import java.time.Duration;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * PostgreSQL's records over R2DBC (r2dbc-postgresql through r2dbc-pool), without blocking a thread:
 * a pooled connection is acquired, the statement runs with the fetch size (rows come in portions of
 * that many, as demanded), each row is emitted as it is decoded, and the connection goes back to the
 * pool when the Flux ends, fails or is cancelled. {@code via=function} reads through the study's
 * PL/pgSQL function {@code records_stream}. The first row must come within timeout-ms (the pool's
 * acquire timeout and the server's statement_timeout bound the parts; this bounds a server that
 * accepted the connection and went silent). A failure becomes the route's answer ({@link PostgresFailures}).
 */
public record R2dbcRecordStore(ConnectionFactory pool, Duration firstRowTimeout) implements ReactiveRecordStore {

    @Override
    public String name() {
        return RecordRoutes.POSTGRES;
    }

    @Override
    public Flux<RecordRow> stream(RecordQuery query) {
        Flux<RecordRow> rows = Flux.usingWhen(pool.create(), c -> query(c, query), Connection::close);
        return rows.timeout(Mono.delay(firstRowTimeout), row -> Mono.never())
                .onErrorMap(PostgresFailures::classify);
    }

    private static Flux<RecordRow> query(Connection c, RecordQuery query) {
        Statement s = c.createStatement(RecordSql.numbered(query));
        if (query.viaFunction()) {
            s.bind(0, query.size().label()).bind(1, query.count());
        } else {
            s.bind(0, query.count());
        }
        return Flux.from(s.execute()).concatMap(result -> result.map((row, meta) ->
                new RecordRow(row.get(0, Integer.class), row.get(1, String.class))));
    }
}
