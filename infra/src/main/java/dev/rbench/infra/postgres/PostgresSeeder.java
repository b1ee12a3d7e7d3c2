package dev.rbench.infra.postgres;

import dev.rbench.infra.records.RecordData;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.postgresql.PGConnection;

/**
 * Study 004's records in PostgreSQL: per size a table {@code records_<label> (id int primary key,
 * payload text)} holding ids 1..{@link RecordData#COUNT} with {@link RecordData#payload}, written with
 * COPY; and the study's "pipelined" function {@code records_stream(size text, n int)}, PL/pgSQL that
 * hands back the first n records of a size, in id order, one {@code RETURN NEXT} at a time. (As the
 * study quotes PostgreSQL's manual: the whole result is still collected before the function returns.)
 *
 * <p>Idempotent: a table already holding exactly the expected rows (count and the first and last
 * payload) is left alone; anything else is rewritten.
 */
public final class PostgresSeeder {

    public static final String FUNCTION = "records_stream";

    static final String FUNCTION_SQL = """
            CREATE OR REPLACE FUNCTION records_stream(size text, n int)
            RETURNS TABLE (id int, payload text)
            LANGUAGE plpgsql STABLE AS $fn$
            DECLARE
                r record;
            BEGIN
                IF size NOT IN ('1kb', '10kb', '100kb') THEN
                    RAISE EXCEPTION 'unknown record size %', size USING ERRCODE = '22023';
                END IF;
                FOR r IN EXECUTE format('SELECT id, payload FROM %I ORDER BY id LIMIT $1', 'records_' || size) USING n LOOP
                    id := r.id;
                    payload := r.payload;
                    RETURN NEXT;
                END LOOP;
            END
            $fn$""";

    private PostgresSeeder() {
    }

    /** Every size of {@link RecordData#SIZES} and the function. */
    public static void seed(Connection c) throws SQLException {
        seed(c, List.copyOf(RecordData.SIZES.keySet()));
    }

    public static void seed(Connection c, List<String> labels) throws SQLException {
        boolean autoCommit = c.getAutoCommit();
        c.setAutoCommit(false);
        try {
            for (String label : labels) {
                seedTable(c, label, RecordData.SIZES.get(label));
                c.commit();
            }
            try (Statement s = c.createStatement()) {
                s.execute(FUNCTION_SQL);
            }
            c.commit();
        } catch (SQLException | RuntimeException e) {
            c.rollback();
            throw e;
        } finally {
            c.setAutoCommit(autoCommit);
        }
    }

    private static void seedTable(Connection c, String label, Integer bytes) throws SQLException {
        if (bytes == null) {
            throw new IllegalArgumentException("unknown record size '" + label + "'; known: " + RecordData.SIZES.keySet());
        }
        String table = RecordData.table(label);
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE IF NOT EXISTS " + table + " (id int PRIMARY KEY, payload text NOT NULL)");
        }
        if (alreadySeeded(c, table, bytes)) {
            return;
        }
        try (Statement s = c.createStatement()) {
            // In the same transaction as the COPY: with wal_level=minimal the load writes no WAL.
            s.execute("TRUNCATE " + table);
        }
        try {
            c.unwrap(PGConnection.class).getCopyAPI()
                    .copyIn("COPY " + table + " (id, payload) FROM STDIN", new RowsReader(bytes));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try (Statement s = c.createStatement()) {
            s.execute("ANALYZE " + table);
        }
    }

    private static boolean alreadySeeded(Connection c, String table, int bytes) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("SELECT count(*), "
                + "(SELECT payload FROM " + table + " WHERE id = 1), "
                + "(SELECT payload FROM " + table + " WHERE id = ?) FROM " + table)) {
            p.setInt(1, RecordData.COUNT);
            try (ResultSet r = p.executeQuery()) {
                r.next();
                return r.getLong(1) == RecordData.COUNT
                        && RecordData.payload(bytes, 1).equals(r.getString(2))
                        && RecordData.payload(bytes, RecordData.COUNT).equals(r.getString(3));
            }
        }
    }

    /** The table names per size label, as seeded. */
    public static Map<String, String> tables() {
        java.util.Map<String, String> m = new java.util.LinkedHashMap<>();
        RecordData.SIZES.keySet().forEach(label -> m.put(label, RecordData.table(label)));
        return m;
    }

    /** COPY's text format, one record a line, generated as it is read: no 100 MB string in memory. */
    private static final class RowsReader extends Reader {
        private final int bytes;
        private int nextId = 1;
        private String line = "";
        private int pos;

        RowsReader(int bytes) {
            this.bytes = bytes;
        }

        @Override
        public int read(char[] buf, int off, int len) {
            if (pos == line.length()) {
                if (nextId > RecordData.COUNT) {
                    return -1;
                }
                // [A-Za-z0-9] needs no escaping in COPY's text format.
                line = nextId + "\t" + RecordData.payload(bytes, nextId) + "\n";
                nextId++;
                pos = 0;
            }
            int n = Math.min(len, line.length() - pos);
            line.getChars(pos, pos + n, buf, off);
            pos += n;
            return n;
        }

        @Override
        public void close() {
        }
    }
}
