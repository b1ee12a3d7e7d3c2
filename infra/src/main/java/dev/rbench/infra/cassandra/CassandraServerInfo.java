package dev.rbench.infra.cassandra;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;

/**
 * Which Cassandra answered ({@code release_version} of {@code system.local}) and how many reads of
 * {@code rbench.items} it coordinated, by its own table metrics as the virtual tables of Cassandra
 * 4.0+ show them ({@code system_views.coordinator_read_latency} for reads by partition key,
 * {@code coordinator_scan_latency} for range reads: a full-table SELECT is a range read, one per
 * page the driver fetches). Read the same way from the embedded node and a real cluster (there:
 * from the node the session's coordinator is; run it against one node). Reading it costs no read of
 * {@code rbench.items}, so the counts stay exact.
 *
 * @param kind    {@value #KIND}
 * @param version the node's {@code release_version}, e.g. 5.0.9
 * @param reads   point reads plus range reads (pages) of {@code rbench.items} this node coordinated
 *                since it started
 */
public record CassandraServerInfo(String kind, String version, long reads, long pointReads, long scans) {

    public static final String KIND = "cassandra";

    /**
     * Range reads one full-table SELECT of {@code rows} rows costs at {@code pageSize} rows a page, as
     * the coordinator counts them: one per page, plus a last empty page when the rows fill the pages
     * exactly (the server cannot tell the driver the previous page was the last). Measured on 5.0.9
     * (EmbeddedCassandraIT): 2,500 rows at 5,000 → 1, at 2,500 → 2, at 1,000 → 3, at 700 → 4.
     */
    public static long scansPerFullRead(long rows, int pageSize) {
        if (pageSize < 1) {
            throw new IllegalArgumentException("page size must be positive: " + pageSize);
        }
        return rows / pageSize + 1;
    }

    public static CassandraServerInfo read(String contactPoint, String dc) {
        try (CqlSession session = CassandraClients.control(contactPoint, dc)) {
            return read(session);
        }
    }

    public static CassandraServerInfo read(CqlSession session) {
        Row local = session.execute("SELECT release_version FROM system.local WHERE key = 'local'").one();
        String version = local == null ? "unknown" : local.getString("release_version");
        long point = count(session, "coordinator_read_latency");
        long scans = count(session, "coordinator_scan_latency");
        return new CassandraServerInfo(KIND, version, point + scans, point, scans);
    }

    private static long count(CqlSession session, String table) {
        Row row = session.execute("SELECT count FROM system_views." + table + " WHERE keyspace_name = ? AND table_name = ?",
                CassandraSeeder.KEYSPACE, CassandraSeeder.TABLE).one();
        return row == null ? 0 : row.getLong("count");
    }
}
