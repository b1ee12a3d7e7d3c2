package dev.rbench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * What the database or downstream service of a run was ({@code database} / {@code downstream}):
 * which server, whether rbench started it, where it was reached (never with a password), the
 * latency proxy in front of it and the data seeded. The remaining fields belong to one kind of
 * backend and are absent for the others; {@code stores} lists each store of a run that reads
 * several (MongoDB and PostgreSQL).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record BackendInfo(
        String kind,
        String version,
        Boolean embedded,
        String where,
        String note,
        Proxy proxy,
        Seeded seeded,
        List<BackendInfo> stores,
        // Downstream: the HTTP client's connections per service.
        Integer clientPoolSize,
        Double timeoutMs,
        // PostgreSQL: where the server's binaries came from, the OS user it runs as, its settings.
        String binaries,
        String runsAs,
        java.util.Map<String, String> settings,
        // What the backend's own read counter counts, and whether it counts exactly.
        String counter,
        Boolean counterExact,
        // Cassandra: the driver's data centre, page size, and range reads one request costs.
        String localDatacenter,
        Integer pageSize,
        Long readsPerRequest,
        String readsCounted) {

    public BackendInfo {
        stores = stores == null || stores.isEmpty() ? null : List.copyOf(stores);
    }

    /** A backend with only the common facts; add the rest with the {@code with…} methods. */
    public static BackendInfo of(String kind, String version, boolean embedded, String where, String note) {
        return new BackendInfo(kind, version, embedded, where, note, null, null, null, null, null, null, null, null,
                null, null, null, null, null, null);
    }

    public BackendInfo withProxy(Proxy p) {
        return new BackendInfo(kind, version, embedded, where, note, p, seeded, stores, clientPoolSize, timeoutMs, binaries,
                runsAs, settings, counter, counterExact, localDatacenter, pageSize, readsPerRequest, readsCounted);
    }

    public BackendInfo withSeeded(Seeded s) {
        return new BackendInfo(kind, version, embedded, where, note, proxy, s, stores, clientPoolSize, timeoutMs, binaries,
                runsAs, settings, counter, counterExact, localDatacenter, pageSize, readsPerRequest, readsCounted);
    }

    public BackendInfo withStores(List<BackendInfo> s) {
        return new BackendInfo(kind, version, embedded, where, note, proxy, seeded, s, clientPoolSize, timeoutMs, binaries,
                runsAs, settings, counter, counterExact, localDatacenter, pageSize, readsPerRequest, readsCounted);
    }

    public BackendInfo withClient(Integer poolSize, Double timeout) {
        return new BackendInfo(kind, version, embedded, where, note, proxy, seeded, stores, poolSize, timeout, binaries,
                runsAs, settings, counter, counterExact, localDatacenter, pageSize, readsPerRequest, readsCounted);
    }

    public BackendInfo withServer(String bin, String user, java.util.Map<String, String> serverSettings) {
        return new BackendInfo(kind, version, embedded, where, note, proxy, seeded, stores, clientPoolSize, timeoutMs, bin,
                user, serverSettings, counter, counterExact, localDatacenter, pageSize, readsPerRequest, readsCounted);
    }

    public BackendInfo withCounter(String what, Boolean exact) {
        return new BackendInfo(kind, version, embedded, where, note, proxy, seeded, stores, clientPoolSize, timeoutMs, binaries,
                runsAs, settings, what, exact, localDatacenter, pageSize, readsPerRequest, readsCounted);
    }

    public BackendInfo withCassandra(String datacenter, Integer pages, Double timeout, Long reads, String counted) {
        return new BackendInfo(kind, version, embedded, where, note, proxy, seeded, stores, clientPoolSize, timeout, binaries,
                runsAs, settings, counter, counterExact, datacenter, pages, reads, counted);
    }

    /** The latency proxy between the services and the backend: delay each way, bandwidth per connection (0 = unlimited). */
    public record Proxy(double oneWayLatencyMs, long bytesPerSecondPerConnection) {
    }

    /**
     * The data seeded before the run: MongoDB's document and entities, study 004's record tables
     * and PostgreSQL function, Cassandra's table and rows. Absent parts are null.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Seeded(Integer documentBytes, Integer entities, Integer entityBytes, List<RecordTable> recordTables,
                         String function, String table, Long rows, Integer rowBytes) {

        public static Seeded documents(int documentBytes, int entities, int entityBytes) {
            return new Seeded(documentBytes, entities, entityBytes, null, null, null, null, null);
        }

        public static Seeded records(List<RecordTable> tables, String function) {
            return new Seeded(null, null, null, tables, function, null, null, null);
        }

        public static Seeded rows(String table, long rows, int rowBytes) {
            return new Seeded(null, null, null, null, null, table, rows, rowBytes);
        }
    }

    /** One of study 004's record tables: its name, how many records, the payload of each. */
    public record RecordTable(String name, long records, long payloadBytes) {
    }
}
