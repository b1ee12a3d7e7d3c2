package dev.rbench.infra.mongo;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoDatabase;
import java.util.OptionalLong;
import org.bson.Document;

/**
 * Which MongoDB answered, and its operation counters, asked of the server itself (buildInfo and
 * serverStatus on admin) in the same way for a real mongod and for the embedded server, which adds
 * an {@code rbenchServer} field naming itself. Reading costs the server a few {@code command}s
 * (hello, buildInfo, serverStatus) and no {@code query}, so read counters stay exact.
 *
 * @param kind    {@code "mongo-java-server"} or {@code "mongod"} (any real server: mongod, mongos, Atlas)
 * @param version the library's version for the embedded server, buildInfo's {@code version} otherwise
 * @param documentsReturned serverStatus {@code metrics.document.returned}: documents sent back by
 *                          finds, aggregates and getMores since the server started (one per document,
 *                          however many batches); empty if the server does not report it
 */
public record MongoServerInfo(String kind, String version, OpCounters opCounters, OptionalLong documentsReturned) {

    public static final String EMBEDDED_KIND = "mongo-java-server";
    public static final String REAL_KIND = "mongod";
    private static final String IDENTITY_FIELD = "rbenchServer";

    /** serverStatus {@code opcounters}: totals since the server started. */
    public record OpCounters(long insert, long query, long update, long delete, long getmore, long command) {

        /** What happened between {@code before} and this reading. */
        public OpCounters minus(OpCounters before) {
            return new OpCounters(insert - before.insert, query - before.query, update - before.update,
                    delete - before.delete, getmore - before.getmore, command - before.command);
        }

        static OpCounters of(Document d) {
            return new OpCounters(count(d, "insert"), count(d, "query"), count(d, "update"),
                    count(d, "delete"), count(d, "getmore"), count(d, "command"));
        }

        // 32-bit on old servers, 64-bit since 4.2.
        private static long count(Document d, String key) {
            Object value = d.get(key);
            if (!(value instanceof Number n)) {
                throw new IllegalStateException("serverStatus.opcounters." + key + " is missing or not a number: " + value);
            }
            return n.longValue();
        }
    }

    public static MongoServerInfo read(String uri) {
        try (MongoClient client = ControlClients.create(uri)) {
            MongoDatabase admin = client.getDatabase("admin");
            Document build = admin.runCommand(new Document("buildInfo", 1));
            Document status = admin.runCommand(new Document("serverStatus", 1));
            Document counters = status.get("opcounters", Document.class);
            if (counters == null) {
                throw new IllegalStateException("serverStatus of " + RedactedUri.redact(uri) + " has no opcounters");
            }
            Document identity = build.get(IDENTITY_FIELD, Document.class);
            if (identity != null && EMBEDDED_KIND.equals(identity.getString("kind"))) {
                return new MongoServerInfo(EMBEDDED_KIND, identity.getString("version"), OpCounters.of(counters),
                        documentsReturned(status));
            }
            return new MongoServerInfo(REAL_KIND, build.getString("version"), OpCounters.of(counters),
                    documentsReturned(status));
        }
    }

    /** What {@code documentsReturned} grew by since {@code before}; empty if either reading lacks it. */
    public OptionalLong documentsReturnedSince(MongoServerInfo before) {
        if (documentsReturned.isEmpty() || before.documentsReturned.isEmpty()) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(documentsReturned.getAsLong() - before.documentsReturned.getAsLong());
    }

    // Optional, not required like opcounters: a server that hides it (a restricted Atlas tier, a
    // mongos) must not stop the experiments that do not need it.
    private static OptionalLong documentsReturned(Document status) {
        if (status.get("metrics") instanceof Document metrics
                && metrics.get("document") instanceof Document document
                && document.get("returned") instanceof Number returned) {
            return OptionalLong.of(returned.longValue());
        }
        return OptionalLong.empty();
    }
}
