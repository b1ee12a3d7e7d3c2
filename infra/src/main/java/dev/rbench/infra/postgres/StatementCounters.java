package dev.rbench.infra.postgres;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What pg_stat_statements counted per top-level statement of this database: its calls and the rows it returned or
 * changed, totals since the server started (or the view was reset). Two readings around a step give each statement's
 * calls during it. The runner's own queries carry {@value PostgresServerInfo#CONTROL} and are left out; so are the
 * statements that set or show a session's settings ({@code SET}, {@code RESET}, {@code SHOW}, {@code DISCARD}): a
 * driver sends them as a connection opens (pgjdbc's {@code SET application_name}), so a pool that grows during a step
 * would count them as the requests' queries. Whatever else ran in the database (the services' statements) is counted.
 */
public final class StatementCounters {

    /** One normalized statement ({@code $1} for each constant, so no value of the app's data is in it). */
    public record Counted(String query, long calls, long rows) {
    }

    static final String SQL = """
            SELECT /* rbench-control */ s.queryid, min(s.query), sum(s.calls), sum(s.rows) FROM pg_stat_statements s
            JOIN pg_database d ON d.oid = s.dbid AND d.datname = current_database()
            WHERE s.toplevel AND s.queryid IS NOT NULL AND strpos(s.query, '/* rbench-control */') = 0
              AND s.query !~* '^\\s*(set|reset|show|discard)\\M'
            GROUP BY s.queryid""";

    private StatementCounters() {
    }

    /** Every statement's totals by its queryid; throws where pg_stat_statements is not there. */
    public static Map<Long, Counted> read(Connection c) throws SQLException {
        Map<Long, Counted> counted = new LinkedHashMap<>();
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery(SQL)) {
            while (r.next()) {
                counted.put(r.getLong(1), new Counted(r.getString(2).strip(), r.getLong(3), r.getLong(4)));
            }
        }
        return counted;
    }
}
