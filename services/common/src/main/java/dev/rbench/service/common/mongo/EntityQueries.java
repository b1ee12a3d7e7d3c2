package dev.rbench.service.common.mongo;

import static org.springframework.data.mongodb.core.query.Criteria.where;
import static org.springframework.data.mongodb.core.query.Query.query;

import java.util.Collection;
import org.springframework.data.mongodb.core.query.Query;

/**
 * The Spring Data queries of the entity routes, the same for MongoTemplate and ReactiveMongoTemplate
 * and for the repositories' batched fragments. A batch size of 0 leaves the batch to the driver
 * (and, on WebFlux, to its demand); a positive one is Query.cursorBatchSize.
 */
public final class EntityQueries {

    private EntityQueries() {
    }

    public static Query all(int batchSize) {
        return batched(new Query(), batchSize);
    }

    public static Query byName(String name, int batchSize) {
        return batched(query(where(MongoCollections.NAME).is(name)), batchSize);
    }

    public static Query byId(String id) {
        return query(where(MongoCollections.ID).is(id));
    }

    public static Query idIn(Collection<String> ids) {
        return query(where(MongoCollections.ID).in(ids));
    }

    private static Query batched(Query query, int batchSize) {
        return batchSize > 0 ? query.cursorBatchSize(batchSize) : query;
    }
}
