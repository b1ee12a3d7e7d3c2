package dev.rbench.infra.cassandra;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import dev.rbench.infra.records.RecordData;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionStage;

/**
 * Study 001's data: keyspace {@value #KEYSPACE} (SimpleStrategy, replication factor 1) with table
 * {@code items (id int PRIMARY KEY, name text, payload text)}, ids 1..N (the study's 10,000), names
 * {@code item-<id>}, payloads of exactly the requested length of deterministic ASCII
 * ({@link RecordData#payload}), so two runs read identical bytes. Idempotent: seeding again
 * truncates the table and writes the same rows.
 */
public final class CassandraSeeder {

    public static final String KEYSPACE = "rbench";
    public static final String TABLE = "items";
    /** The study's "10,000 entries in the database". */
    public static final int DEFAULT_ROWS = 10_000;
    /** Writes in flight at once: fast on one node, gentle on a real cluster. */
    static final int IN_FLIGHT = 64;

    private CassandraSeeder() {
    }

    /** Creates the keyspace and table if missing and replaces the table's rows with {@code rows} rows. */
    public static void seed(String contactPoint, String dc, int rows, int payloadBytes) {
        if (rows < 0 || payloadBytes < 0) {
            throw new IllegalArgumentException("rows and payload bytes must not be negative: " + rows + ", " + payloadBytes);
        }
        try (CqlSession session = CassandraClients.control(contactPoint, dc)) {
            session.execute("CREATE KEYSPACE IF NOT EXISTS " + KEYSPACE
                    + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
            session.execute("CREATE TABLE IF NOT EXISTS " + KEYSPACE + "." + TABLE
                    + " (id int PRIMARY KEY, name text, payload text)");
            session.execute("TRUNCATE " + KEYSPACE + "." + TABLE);
            PreparedStatement insert = session.prepare("INSERT INTO " + KEYSPACE + "." + TABLE
                    + " (id, name, payload) VALUES (?, ?, ?)");
            List<CompletionStage<?>> window = new ArrayList<>();
            for (int id = 1; id <= rows; id++) {
                window.add(session.executeAsync(insert.bind(id, name(id), RecordData.payload(payloadBytes, id))));
                if (window.size() >= IN_FLIGHT) {
                    drain(window);
                }
            }
            drain(window);
        }
    }

    public static String name(int id) {
        return "item-" + id;
    }

    public static String payload(int id, int payloadBytes) {
        return RecordData.payload(payloadBytes, id);
    }

    private static void drain(List<CompletionStage<?>> window) {
        for (CompletionStage<?> write : window) {
            write.toCompletableFuture().join();
        }
        window.clear();
    }
}
