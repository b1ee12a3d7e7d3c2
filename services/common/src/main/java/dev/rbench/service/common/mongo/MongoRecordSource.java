package dev.rbench.service.common.mongo;

import dev.rbench.service.common.records.RecordRoutes;
import dev.rbench.service.common.records.RecordSize;
import java.util.Map;
import java.util.function.Function;

/**
 * What both stacks' MongoDB record stores read from: one collection per record size and the
 * configured cursor batch size. Generic in the collection type, the sync driver's for MVC and the
 * reactive-streams driver's for WebFlux, so each store keeps only its own way of reading.
 *
 * @param <C> the driver's collection type
 */
public abstract class MongoRecordSource<C> {
    protected final Map<RecordSize, C> collections;
    protected final int batchSize;

    /** @param collection the database's collection of a name, e.g. {@code client.getDatabase(db)::getCollection} */
    protected MongoRecordSource(Function<String, C> collection, int batchSize) {
        this.collections = MongoRecords.collections(collection);
        this.batchSize = batchSize;
    }

    /** The store's name in {@code /records?store=}. */
    public String name() {
        return RecordRoutes.MONGO;
    }
}
