package dev.rbench.infra.mongo;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.ReplaceOptions;
import dev.rbench.infra.records.RecordData;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.bson.Document;

/**
 * The experiments' set-up data, written with the official sync driver. Both collections hold
 * {@code {_id: string, name: string, payload: string}}; payloads are deterministic ASCII of exactly
 * the requested length, so two runs read identical bytes.
 * <ul>
 * <li>{@code documents}: single documents by id; the study's getMessage reads id "1" of 1 MB.</li>
 * <li>{@code entities}: ids "e1".."eN" with names cycling over {@link #ENTITY_NAMES}, so a query by
 * name finds several (every {@code ENTITY_NAMES.size()}-th entity).</li>
 * <li>{@code records_1kb}, {@code records_10kb}, {@code records_100kb} (study 004): {@code {_id: int,
 * payload: string}}, ids 1..{@link RecordData#COUNT}, payloads from {@link RecordData}.</li>
 * </ul>
 */
public final class MongoSeeder {

    public static final String DOCUMENTS = "documents";
    public static final String ENTITIES = "entities";
    public static final List<String> ENTITY_NAMES = List.of("alpha", "beta", "gamma", "delta", "epsilon");

    /** Below MongoDB's 16 MiB document limit with room for _id, name and BSON framing. */
    public static final int MAX_PAYLOAD_BYTES = 16 * 1024 * 1024 - 16 * 1024;
    /**
     * Payload bytes per insertMany call: keeps the client's memory bounded however many entities are
     * asked for, and each message far below the 48 MB wire limit.
     */
    static final long BATCH_BYTES = 8L * 1024 * 1024;
    static final int BATCH_DOCUMENTS = 1000;

    private MongoSeeder() {
    }

    /** Writes (or replaces) document {@code id} in {@code documents}; other documents stay. */
    public static void seedDocument(String uri, String db, String id, int payloadBytes) {
        checkPayload(payloadBytes);
        try (MongoClient client = ControlClients.create(uri)) {
            MongoCollection<Document> documents = client.getDatabase(db).getCollection(DOCUMENTS);
            documents.replaceOne(new Document("_id", id), document(id, "document-" + id, payloadBytes),
                    new ReplaceOptions().upsert(true));
        }
    }

    /**
     * A user's own data for their app, as MongoDB Extended JSON: {@code {"database": "shop", "collections": {"orders":
     * [{...}, ...]}}} ({@code database} defaults to {@code test}, the drivers' default). Each collection named is
     * replaced by the documents given; others stay. Returns the documents inserted.
     *
     * @throws IllegalArgumentException naming what is wrong with the JSON's shape
     */
    public static long seedJson(String uri, String json) {
        Document seed;
        try {
            seed = Document.parse(json);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("not JSON: " + e.getMessage());
        }
        Object database = seed.getOrDefault("database", "test");
        if (!(database instanceof String db) || db.isBlank()) {
            throw new IllegalArgumentException("\"database\" must be a database's name, not " + database);
        }
        if (!(seed.get("collections") instanceof Document collections) || collections.isEmpty()) {
            throw new IllegalArgumentException("expected {\"database\": \"name\", \"collections\": {\"name\": [documents...]}}");
        }
        long inserted = 0;
        try (MongoClient client = ControlClients.create(uri)) {
            for (var entry : collections.entrySet()) {
                if (!(entry.getValue() instanceof List<?> documents) || !documents.stream().allMatch(Document.class::isInstance)) {
                    throw new IllegalArgumentException("collection \"" + entry.getKey() + "\" must be a list of documents");
                }
                MongoCollection<Document> collection = client.getDatabase(db).getCollection(entry.getKey());
                collection.drop();
                if (!documents.isEmpty()) {
                    collection.insertMany(documents.stream().map(Document.class::cast).toList());
                }
                inserted += documents.size();
            }
        }
        return inserted;
    }

    /** Replaces the whole {@code entities} collection with {@code count} entities. */
    public static void seedEntities(String uri, String db, int count, int payloadBytes) {
        checkPayload(payloadBytes);
        if (count < 0) {
            throw new IllegalArgumentException("entity count must not be negative: " + count);
        }
        try (MongoClient client = ControlClients.create(uri)) {
            MongoCollection<Document> entities = client.getDatabase(db).getCollection(ENTITIES);
            replace(entities, count, payloadBytes, i -> document("e" + i, entityName(i), payloadBytes));
        }
    }

    /**
     * Replaces the three record collections of study 004 with {@link RecordData#COUNT} records each
     * (about 111 MB in all, most of it {@code records_100kb}), inserted in batches of at most
     * {@link #BATCH_BYTES} payload bytes.
     */
    public static void seedRecords(String uri, String db) {
        try (MongoClient client = ControlClients.create(uri)) {
            for (Map.Entry<String, Integer> size : RecordData.SIZES.entrySet()) {
                MongoCollection<Document> records = client.getDatabase(db).getCollection(RecordData.table(size.getKey()));
                int bytes = size.getValue();
                replace(records, RecordData.COUNT, bytes,
                        id -> new Document("_id", id).append("payload", RecordData.payload(bytes, id)));
            }
        }
    }

    /** Drops the collection, then inserts documents 1..count in batches bounded by count and payload bytes. */
    private static void replace(MongoCollection<Document> collection, int count, int payloadBytes,
                                IntFunction<Document> document) {
        collection.drop();
        List<Document> batch = new ArrayList<>();
        long batchBytes = 0;
        for (int i = 1; i <= count; i++) {
            batch.add(document.apply(i));
            batchBytes += payloadBytes;
            if (batch.size() >= BATCH_DOCUMENTS || batchBytes >= BATCH_BYTES) {
                collection.insertMany(batch);
                batch.clear();
                batchBytes = 0;
            }
        }
        if (!batch.isEmpty()) {
            collection.insertMany(batch);
        }
    }

    /** The name of entity {@code e<i>} (1-based). */
    public static String entityName(int i) {
        return ENTITY_NAMES.get((i - 1) % ENTITY_NAMES.size());
    }

    /**
     * {@code bytes} characters from [a-z0-9], a pseudo-random sequence seeded by the id: the same
     * for the same id on every run, different between documents (no accidental cross-document
     * compression on the wire).
     */
    public static String payload(String id, int bytes) {
        final String alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
        StringBuilder out = new StringBuilder(bytes);
        long state = id.hashCode() * 0x9E3779B97F4A7C15L + 1;
        state = state == 0 ? 1 : state; // xorshift never leaves 0
        for (int i = 0; i < bytes; i++) {
            // xorshift64: cheap, deterministic, good enough to look random.
            state ^= state << 13;
            state ^= state >>> 7;
            state ^= state << 17;
            out.append(alphabet.charAt((int) Long.remainderUnsigned(state, alphabet.length())));
        }
        return out.toString();
    }

    private static Document document(String id, String name, int payloadBytes) {
        return new Document("_id", id).append("name", name).append("payload", payload(id, payloadBytes));
    }

    private static void checkPayload(int payloadBytes) {
        if (payloadBytes < 0 || payloadBytes > MAX_PAYLOAD_BYTES) {
            throw new IllegalArgumentException("payload must be 0 to " + MAX_PAYLOAD_BYTES + " bytes, not " + payloadBytes);
        }
    }
}
