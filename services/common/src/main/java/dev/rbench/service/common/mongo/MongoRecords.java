package dev.rbench.service.common.mongo;

import com.mongodb.client.model.Sorts;
import dev.rbench.service.common.errors.InvalidParameterException;
import dev.rbench.service.common.records.RecordQuery;
import dev.rbench.service.common.records.RecordRow;
import dev.rbench.service.common.records.RecordSize;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Function;
import org.bson.Document;
import org.bson.conversions.Bson;

/**
 * Study 004's records as both stacks' Mongo stores read them: collection {@code records_<size>},
 * documents {@code {_id: <int id>, payload: <string>}}, the first {@code count} by {@code _id}.
 */
public final class MongoRecords {
    public static final Bson BY_ID = Sorts.ascending(MongoCollections.ID);
    /**
     * Without {@code --rbench.mongo.batch-size}, each cursor batch holds at most this many payload
     * bytes: the first records leave after one such batch rather than the driver's default first
     * batch of 101 documents (10 MB of 100 KB records), and a request holds at most this much of
     * its stream at once. 1 KB records then come in one batch, 10 KB ones 409 at a time, 100 KB ones 40.
     */
    public static final int BATCH_BYTES = 4 * 1024 * 1024;

    private MongoRecords() {
    }

    /** Each size's collection, from either driver's {@code database.getCollection(name)}. */
    public static <C> Map<RecordSize, C> collections(Function<String, C> collection) {
        Map<RecordSize, C> collections = new EnumMap<>(RecordSize.class);
        for (RecordSize size : RecordSize.values()) {
            collections.put(size, collection.apply(size.table()));
        }
        return collections;
    }

    /** The configured cursor batch size if any, else as many records as fit {@link #BATCH_BYTES}, at most count. */
    public static int batchSize(RecordQuery query, int configured) {
        if (configured > 0) {
            return configured;
        }
        return Math.max(1, Math.min(query.count(), BATCH_BYTES / query.size().bytes()));
    }

    public static RecordRow row(Document document) {
        return new RecordRow(((Number) document.get(MongoCollections.ID)).intValue(),
                document.getString(MongoCollections.PAYLOAD));
    }

    /** {@code via=function} on MongoDB: a 400, there is no set-returning function to read through. */
    public static InvalidParameterException noFunction() {
        return new InvalidParameterException("via", "function",
                "via=function reads through PostgreSQL's set-returning function; store 'mongo' has none");
    }
}
