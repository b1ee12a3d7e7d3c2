package dev.rbench.runner.backend;

import dev.rbench.results.BackendInfo;

import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Study 004's two record stores in one run ({@code database: mongo+postgres}): MongoDB and PostgreSQL,
 * both seeded with the same records, so that one scenario can request {@code /records?store=mongo…}
 * and {@code /records?store=postgres…} side by side. It counts what the route's contract promises —
 * records read, by each database's own counter (mongod's {@code metrics.document.returned},
 * pg_stat_statements' rows) — so verification expects {@code count} per request.
 */
record RecordStoresSession(MongoSession mongo, PostgresSession postgres) implements BackendSession {

    static RecordStoresSession start(RecordStoresBackend stores, BackendContext context) throws InterruptedException {
        MongoSession mongo = MongoSession.start(stores.mongo(), context);
        try {
            mongo.seedRecords();
            return new RecordStoresSession(mongo, PostgresSession.start(stores.postgres(), context));
        } catch (RuntimeException | InterruptedException e) {
            mongo.close();
            throw e;
        }
    }

    @Override
    public List<String> serviceArgs(StoreOverrides stack) {
        List<String> args = new ArrayList<>(mongo.serviceArgs(stack));
        args.addAll(postgres.serviceArgs(stack));
        return args;
    }

    @Override
    public Map<String, String> serviceEnv() {
        Map<String, String> env = new LinkedHashMap<>(mongo.serviceEnv());
        env.putAll(postgres.serviceEnv());
        return env;
    }

    @Override
    public BackendInfo describe() {
        // The document and entities are seeded for the Mongo routes, not read here.
        BackendInfo m = mongo.describe().toBuilder().seeded(null).build();
        BackendInfo pg = postgres.describe();
        return BackendInfo.builder().kind(m.kind() + " " + m.version() + " and " + pg.kind()).version(pg.version())
                .embedded(Boolean.TRUE.equals(m.embedded()) && Boolean.TRUE.equals(pg.embedded()))
                .where("MongoDB " + m.where() + "; PostgreSQL " + pg.where())
                .note("both stores hold the same records (records_1kb/10kb/100kb, ids 1..1000); the route's"
                        + " store= names which one a request reads; reads = records read, by each database's own counter")
                .proxy(m.proxy()).stores(List.of(m, pg)).build();
    }

    /** Records read from both stores so far; empty when either store keeps no exact count. */
    @Override
    public Optional<Long> served() {
        OptionalLong documents = mongo.documentsReturned();
        Optional<Long> rows = postgres.served();
        if (documents.isEmpty() || rows.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(documents.getAsLong() + rows.get());
    }

    /** A records request reads its {@code count}; anything else the calls it makes. */
    @Override
    public long readsPerRequest(String path, int calls) {
        return recordCount(path).orElse(calls);
    }

    /** The {@code count} of a {@code /records?…&count=N} path; empty for any other path. */
    static OptionalLong recordCount(String path) {
        URI uri = URI.create(path);
        if (!"/records".equals(uri.getPath()) || uri.getQuery() == null) {
            return OptionalLong.empty();
        }
        for (String pair : uri.getQuery().split("&")) {
            if (pair.startsWith("count=")) {
                try {
                    return OptionalLong.of(Long.parseLong(pair.substring("count=".length())));
                } catch (NumberFormatException e) {
                    return OptionalLong.empty();
                }
            }
        }
        return OptionalLong.empty();
    }

    @Override
    public List<Long> pids() {
        List<Long> pids = new ArrayList<>(mongo.pids());
        pids.addAll(postgres.pids());
        return pids;
    }

    @Override
    public void reseed() {
        mongo.reseed();
        postgres.reseed();
    }

    @Override
    public void close() {
        try {
            postgres.close();
        } finally {
            mongo.close();
        }
    }
}
