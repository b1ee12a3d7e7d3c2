package dev.rbench.infra.postgres;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Which PostgreSQL answered and how many records it has handed out, by its own counters, so the
 * runner can check k requests of {@code count} records against the database rather than the service.
 *
 * <p>{@code recordRowsRead} comes from one of two counters, named in {@code counter}:
 * <ul>
 * <li>{@value #STATEMENTS} (exact; the embedded server always has it): the {@code rows} of every
 * top-level SELECT whose text names a records table or {@code records_stream}, in this database.
 * A request of {@code count} records adds exactly {@code count}, whether it ran the SELECT or the
 * function ({@code SELECT * FROM records_stream(…)} returns {@code count} rows; the function's inner
 * query is not top-level and not counted). pg_stat_statements updates its entry as the statement
 * ends, in shared memory, so a reading right after the responses is complete. On PostgreSQL 16 and
 * later it also counts every row of a statement fetched in portions (JDBC's fetch size); 15 and
 * earlier count only the last portion there.</li>
 * <li>{@value #TABLES} (a server without pg_stat_statements): the records tables' {@code seq_tup_read
 * + idx_tup_fetch}. Not exact — a sequential scan counts every row it passes (a LIMIT over a sort
 * reads the whole table) — and published only when a backend flushes its statistics (up to about a
 * second after a transaction, longer when it goes idle).</li>
 * </ul>
 *
 * @param versionNum {@code server_version_num}, e.g. 170005
 */
public record PostgresServerInfo(String kind, String version, int versionNum, String counter, long recordRowsRead) {

    public static final String KIND = "postgresql";
    public static final String STATEMENTS = "pg_stat_statements";
    public static final String TABLES = "pg_stat_user_tables";

    /**
     * A comment every query of the runner's own carries: pg_stat_statements keeps comments inside a statement's text,
     * so {@link StatementCounters} leaves the runner's readings out of what the services ran.
     */
    static final String CONTROL = "/* rbench-control */";

    static final String STATEMENTS_SQL = """
            SELECT /* rbench-control */ coalesce(sum(s.rows), 0) FROM pg_stat_statements s
            JOIN pg_database d ON d.oid = s.dbid AND d.datname = current_database()
            WHERE s.toplevel AND s.query ~* '^\\s*select\\M' AND s.query ~ 'records_(1kb|10kb|100kb|stream)\\M'""";
    static final String TABLES_SQL = """
            SELECT /* rbench-control */ coalesce(sum(coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0)), 0) FROM pg_stat_user_tables
            WHERE schemaname = current_schema() AND relname IN ('records_1kb', 'records_10kb', 'records_100kb')""";

    /**
     * Makes the exact counter available where it can be: {@code CREATE EXTENSION pg_stat_statements}
     * (needs the library preloaded, as the embedded server does, and the right to create it). Returns
     * whether the counter works.
     */
    public static boolean enableStatementCounter(Connection c) {
        try (Statement s = c.createStatement()) {
            s.execute("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
        } catch (SQLException e) {
            // Not installed, or no right to: the fallback counter serves.
        }
        return statementRows(c) >= 0;
    }

    public static PostgresServerInfo read(Connection c) throws SQLException {
        String version;
        int versionNum;
        try (Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT " + CONTROL + " current_setting('server_version'), current_setting('server_version_num')::int")) {
            r.next();
            version = r.getString(1);
            versionNum = r.getInt(2);
        }
        long rows = statementRows(c);
        if (rows >= 0) {
            return new PostgresServerInfo(KIND, version, versionNum, STATEMENTS, rows);
        }
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery(TABLES_SQL)) {
            r.next();
            return new PostgresServerInfo(KIND, version, versionNum, TABLES, r.getLong(1));
        }
    }

    /**
     * Whether {@link #recordRowsRead} counts each request's records exactly: pg_stat_statements on
     * PostgreSQL 16 or later (earlier ones count only the last portion of a fetch-size read).
     */
    public boolean exact() {
        return STATEMENTS.equals(counter) && versionNum >= 160000;
    }

    /** The exact counter, or -1 when pg_stat_statements is not there (or not loaded). */
    private static long statementRows(Connection c) {
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery(STATEMENTS_SQL)) {
            r.next();
            return r.getLong(1);
        } catch (SQLException e) {
            if (!safeAutoCommit(c)) {
                try {
                    c.rollback();
                } catch (SQLException ignored) {
                    // The caller's transaction was aborted by the failed query either way.
                }
            }
            return -1;
        }
    }

    private static boolean safeAutoCommit(Connection c) {
        try {
            return c.getAutoCommit();
        } catch (SQLException e) {
            return true;
        }
    }
}
