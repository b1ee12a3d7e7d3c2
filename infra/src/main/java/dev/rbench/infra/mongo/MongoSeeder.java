package dev.rbench.infra.mongo;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.ReplaceOptions;
import java.util.ArrayList;
import java.util.List;
import org.bson.Document;

/**
 * The experiments' set-up data, written with the official sync driver. Both collections hold
 * {@code {_id: string, name: string, payload: string}}; payloads are deterministic ASCII of exactly
 * the requested length, so two runs read identical bytes.
 * <ul>
 * <li>{@code documents}: single documents by id; the study's getMessage reads id "1" of 1 MB.</li>
 * <li>{@code entities}: ids "e1".."eN" with names cycling over {@link #ENTITY_NAMES}, so a query by
 * name finds several (every {@code ENTITY_NAMES.size()}-th entity).</li>
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

    /** Replaces the whole {@code entities} collection with {@code count} entities. */
    public static void seedEntities(String uri, String db, int count, int payloadBytes) {
        checkPayload(payloadBytes);
        if (count < 0) {
            throw new IllegalArgumentException("entity count must not be negative: " + count);
        }
        try (MongoClient client = ControlClients.create(uri)) {
            MongoCollection<Document> entities = client.getDatabase(db).getCollection(ENTITIES);
            entities.drop();
            List<Document> batch = new ArrayList<>();
            long batchBytes = 0;
            for (int i = 1; i <= count; i++) {
                String id = "e" + i;
                batch.add(document(id, entityName(i), payloadBytes));
                batchBytes += payloadBytes;
                if (batch.size() >= BATCH_DOCUMENTS || batchBytes >= BATCH_BYTES) {
                    entities.insertMany(batch);
                    batch.clear();
                    batchBytes = 0;
                }
            }
            if (!batch.isEmpty()) {
                entities.insertMany(batch);
            }
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
