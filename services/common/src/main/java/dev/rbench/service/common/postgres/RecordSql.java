package dev.rbench.service.common.postgres;

import dev.rbench.service.common.records.RecordQuery;

/**
 * The statement both PostgreSQL stores run for {@code GET /records}: the first {@code count} rows of
 * the size's table by id, or the study's function {@code records_stream(size, count)}. The table
 * comes from the size enum, never from the request's text. JDBC writes parameters as {@code ?},
 * R2DBC (PostgreSQL's own form) as {@code $1, $2}; the parameters are the size label (function only)
 * and the count, in that order.
 */
public final class RecordSql {

    private RecordSql() {
    }

    public static String jdbc(RecordQuery query) {
        return query.viaFunction()
                ? "SELECT * FROM records_stream(?, ?)"
                : "SELECT id, payload FROM " + query.size().table() + " ORDER BY id LIMIT ?";
    }

    public static String numbered(RecordQuery query) {
        return query.viaFunction()
                ? "SELECT * FROM records_stream($1, $2)"
                : "SELECT id, payload FROM " + query.size().table() + " ORDER BY id LIMIT $1";
    }
}
