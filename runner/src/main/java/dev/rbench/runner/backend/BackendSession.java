package dev.rbench.runner.backend;

import dev.rbench.results.BackendInfo;
import dev.rbench.runner.fault.FaultTarget;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the services wait on, ready for a run: a database (started or reached, and seeded) or a
 * downstream service. Tells the services how to reach it, describes itself for results.json, and
 * counts the operations it served — its own count, which verification trusts over the service's word.
 */
public interface BackendSession extends AutoCloseable {

    /**
     * Extra service properties, e.g. {@code --rbench.mongo.pool-size=100}, for {@code stack}'s service
     * (a stack variant may insist on its own MongoDB access way or batch size). Never credentials.
     */
    List<String> serviceArgs(StoreOverrides stack);

    /** Environment for the service JVMs: where credentials travel, out of sight of {@code ps} and logs. */
    Map<String, String> serviceEnv();

    /** What ran, for results.json's {@code database} block: kind, version, where, proxy, seeded data. */
    BackendInfo describe();

    /**
     * Operations served since it started, by its own counters: reads (queries and getMores) for a
     * database, answered calls for a downstream service.
     */
    Optional<Long> served();

    /**
     * The database's own totals per statement or kind of operation, for the queries a step's requests made; empty where
     * it counts none (a downstream service, a PostgreSQL without pg_stat_statements). The runner's own readings are not
     * in them.
     */
    default Optional<QuerySnapshot> queries() {
        return Optional.empty();
    }

    /**
     * How much {@link #served()} grows for one call of a request: 1 for a MongoDB read; for the
     * Cassandra route's full-table read, the pages it costs (see CassandraSession).
     */
    default long readsPerCall() {
        return 1;
    }

    /**
     * What {@link #served()} grows by for one request of {@code path} that makes {@code calls} calls:
     * x times {@link #readsPerCall()} by default; a backend that counts rows says how many rows the
     * route reads.
     */
    default long readsPerRequest(String path, int calls) {
        return calls * readsPerCall();
    }

    /**
     * Where a scenario's fault is injected: the latency proxy in front of a database, the downstream
     * service; empty where there is none (a database without db.latency, no backend).
     */
    default Optional<FaultTarget> faultTarget() {
        return Optional.empty();
    }

    /** The local process serving it (embedded database or downstream), for CPU accounting; empty when remote. */
    default java.util.OptionalLong pid() {
        return java.util.OptionalLong.empty();
    }

    /** Every local process serving it, for CPU accounting: {@link #pid()} unless it runs several. */
    default List<Long> pids() {
        java.util.OptionalLong pid = pid();
        return pid.isPresent() ? List.of(pid.getAsLong()) : List.of();
    }

    /**
     * How a database's {@link #describe()} begins: a server rbench started is "embedded on 127.0.0.1"
     * and carries {@code embeddedNote} (what it is); an outside one is at {@code address}, with no note.
     */
    static BackendInfo.Builder database(String kind, String version, boolean embedded, String address, String embeddedNote) {
        return BackendInfo.builder().kind(kind).version(version).embedded(embedded)
                .where(embedded ? "embedded on 127.0.0.1" : address).note(embedded ? embeddedNote : null);
    }

    /** Puts the seeded data back as it was, e.g. after a stack's CRUD steps changed it. */
    void reseed();

    @Override
    void close();

    /** The delay experiments: nothing to start, nothing to count. */
    BackendSession NONE = new BackendSession() {
        @Override
        public List<String> serviceArgs(StoreOverrides stack) {
            return List.of();
        }

        @Override
        public Map<String, String> serviceEnv() {
            return Map.of();
        }

        @Override
        public BackendInfo describe() {
            return null;
        }

        @Override
        public Optional<Long> served() {
            return Optional.empty();
        }

        @Override
        public void reseed() {
        }

        @Override
        public void close() {
        }
    };
}
