package dev.rbench.service.common.mongo.sync;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoCursor;
import dev.rbench.service.common.mongo.MongoRecordSource;
import dev.rbench.service.common.mongo.MongoRecords;
import dev.rbench.service.common.records.RecordQuery;
import dev.rbench.service.common.records.RecordRow;
import dev.rbench.service.common.records.RecordStore;
import java.util.function.Consumer;
import org.bson.Document;

/**
 * Study 004's records from MongoDB through the sync driver: one find sorted by {@code _id}, limited
 * to the count, each record handed on as the cursor decodes it; the next batch is fetched (a
 * getMore, blocking this thread) when the current one is used up.
 */
public class MongoRecordStore extends MongoRecordSource<MongoCollection<Document>> implements RecordStore {
    public MongoRecordStore(MongoClient client, String database, int batchSize) {
        super(client.getDatabase(database)::getCollection, batchSize);
    }

    @Override
    public void stream(RecordQuery query, Consumer<RecordRow> sink) {
        if (query.viaFunction()) {
            throw MongoRecords.noFunction();
        }
        // try-with-resources: a sink that fails (the client went away) closes the cursor on the server.
        try (MongoCursor<Document> cursor = collections.get(query.size()).find()
                .sort(MongoRecords.BY_ID)
                .limit(query.count())
                .batchSize(MongoRecords.batchSize(query, batchSize))
                .cursor()) {
            while (cursor.hasNext()) {
                sink.accept(MongoRecords.row(cursor.next()));
            }
        }
    }
}
