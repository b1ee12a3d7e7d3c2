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

    /**
     * An empty backend to set facts on, each by its key's name, then {@code build()}; what is not set is absent. The
     * canonical constructor is the only one, for Jackson and the builder.
     */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding these facts, to make the same backend with some changed. */
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** The one way to make a {@link BackendInfo}: a setter per key, named as the key. */
    public static final class Builder {
        private String kind;
        private String version;
        private Boolean embedded;
        private String where;
        private String note;
        private Proxy proxy;
        private Seeded seeded;
        private List<BackendInfo> stores;
        private Integer clientPoolSize;
        private Double timeoutMs;
        private String binaries;
        private String runsAs;
        private java.util.Map<String, String> settings;
        private String counter;
        private Boolean counterExact;
        private String localDatacenter;
        private Integer pageSize;
        private Long readsPerRequest;
        private String readsCounted;

        private Builder() {
        }

        private Builder(BackendInfo b) {
            kind = b.kind;
            version = b.version;
            embedded = b.embedded;
            where = b.where;
            note = b.note;
            proxy = b.proxy;
            seeded = b.seeded;
            stores = b.stores;
            clientPoolSize = b.clientPoolSize;
            timeoutMs = b.timeoutMs;
            binaries = b.binaries;
            runsAs = b.runsAs;
            settings = b.settings;
            counter = b.counter;
            counterExact = b.counterExact;
            localDatacenter = b.localDatacenter;
            pageSize = b.pageSize;
            readsPerRequest = b.readsPerRequest;
            readsCounted = b.readsCounted;
        }

        /** The server: "mongo-java-server", "postgresql", "rbench-downstream"… */
        public Builder kind(String value) {
            kind = value;
            return this;
        }

        public Builder version(String value) {
            version = value;
            return this;
        }

        /** Whether rbench started it. */
        public Builder embedded(boolean value) {
            embedded = value;
            return this;
        }

        /** Where it was reached, never with a password. */
        public Builder where(String value) {
            where = value;
            return this;
        }

        /** What it is, in words. */
        public Builder note(String value) {
            note = value;
            return this;
        }

        /** The latency proxy in front of it (null without one). */
        public Builder proxy(Proxy value) {
            proxy = value;
            return this;
        }

        /** The data seeded into it. */
        public Builder seeded(Seeded value) {
            seeded = value;
            return this;
        }

        /** Each store of a run that reads several. */
        public Builder stores(List<BackendInfo> value) {
            stores = value;
            return this;
        }

        /** Downstream: the HTTP client's connections per service. */
        public Builder clientPoolSize(Integer value) {
            clientPoolSize = value;
            return this;
        }

        /** Downstream and Cassandra: the client's request timeout. */
        public Builder timeoutMs(Double value) {
            timeoutMs = value;
            return this;
        }

        /** PostgreSQL: where the server's binaries came from. */
        public Builder binaries(String value) {
            binaries = value;
            return this;
        }

        /** PostgreSQL: the OS user it runs as. */
        public Builder runsAs(String value) {
            runsAs = value;
            return this;
        }

        /** PostgreSQL: the server's settings. */
        public Builder settings(java.util.Map<String, String> value) {
            settings = value;
            return this;
        }

        /** What the backend's own read counter counts. */
        public Builder counter(String value) {
            counter = value;
            return this;
        }

        /** Whether that counter counts exactly. */
        public Builder counterExact(Boolean value) {
            counterExact = value;
            return this;
        }

        /** Cassandra: the driver's data centre. */
        public Builder localDatacenter(String value) {
            localDatacenter = value;
            return this;
        }

        /** Cassandra: the page size. */
        public Builder pageSize(Integer value) {
            pageSize = value;
            return this;
        }

        /** Cassandra: the range reads one request costs. */
        public Builder readsPerRequest(Long value) {
            readsPerRequest = value;
            return this;
        }

        /** Cassandra: what those reads are, as counted. */
        public Builder readsCounted(String value) {
            readsCounted = value;
            return this;
        }

        public BackendInfo build() {
            return new BackendInfo(kind, version, embedded, where, note, proxy, seeded, stores, clientPoolSize, timeoutMs, binaries,
                    runsAs, settings, counter, counterExact, localDatacenter, pageSize, readsPerRequest, readsCounted);
        }
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
