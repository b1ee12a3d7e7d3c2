package dev.rbench.service.reactive.mongo;

import com.mongodb.reactivestreams.client.MongoClient;
import com.mongodb.reactivestreams.client.MongoCollection;
import dev.rbench.service.common.mongo.MongoRecordSource;
import dev.rbench.service.common.mongo.MongoRecords;
import dev.rbench.service.common.records.RecordQuery;
import dev.rbench.service.common.records.RecordRow;
import dev.rbench.service.reactive.records.ReactiveRecordStore;
import org.bson.Document;
import reactor.core.publisher.Flux;

/**
 * Study 004's records from MongoDB through the reactive-streams driver: the same find as the MVC
 * store (sorted by {@code _id}, limited to the count, the same batch size), its FindPublisher adapted
 * with Flux.from, so the response's demand reaches the cursor: a getMore is sent only when the
 * records already fetched have been asked for.
 */
public class ReactiveMongoRecordStore extends MongoRecordSource<MongoCollection<Document>>
        implements ReactiveRecordStore {
    public ReactiveMongoRecordStore(MongoClient client, String database, int batchSize) {
        super(client.getDatabase(database)::getCollection, batchSize);
    }

    @Override
    public Flux<RecordRow> stream(RecordQuery query) {
        if (query.viaFunction()) {
            return Flux.error(MongoRecords.noFunction());
        }
        return Flux.from(collections.get(query.size()).find()
                        .sort(MongoRecords.BY_ID)
                        .limit(query.count())
                        .batchSize(MongoRecords.batchSize(query, batchSize)))
                .map(MongoRecords::row);
    }
}
