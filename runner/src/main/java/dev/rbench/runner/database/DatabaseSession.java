package dev.rbench.runner.database;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A database ready for a run: started (or reached) and seeded. Tells the services how to reach it,
 * describes itself for results.json, and counts the operations it served — the database's own
 * count, which verification trusts over the service's word.
 */
public interface DatabaseSession extends AutoCloseable {

    /**
     * Extra service properties, e.g. {@code --rbench.mongo.pool-size=100}, for a service reaching the
     * database the {@code access} way. Never credentials.
     */
    List<String> serviceArgs(String access);

    /** Environment for the service JVMs: where credentials travel, out of sight of {@code ps} and logs. */
    Map<String, String> serviceEnv();

    /** What ran, for results.json's {@code database} block: kind, version, where, proxy, seeded data. */
    Map<String, Object> describe();

    /** Reads (queries and getMores) the database has served since it started, by its own counters. */
    Optional<Long> reads();

    /** Puts the seeded data back as it was, e.g. after a stack's CRUD steps changed it. */
    void reseed();

    @Override
    void close();

    /** The delay experiments: nothing to start, nothing to count. */
    DatabaseSession NONE = new DatabaseSession() {
        @Override
        public List<String> serviceArgs(String access) {
            return List.of();
        }

        @Override
        public Map<String, String> serviceEnv() {
            return Map.of();
        }

        @Override
        public Map<String, Object> describe() {
            return null;
        }

        @Override
        public Optional<Long> reads() {
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
