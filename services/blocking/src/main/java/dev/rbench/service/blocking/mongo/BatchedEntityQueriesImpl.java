package dev.rbench.service.blocking.mongo;

import static org.springframework.data.mongodb.core.query.Criteria.where;
import static org.springframework.data.mongodb.core.query.Query.query;

import dev.rbench.service.common.mongo.Entity;
import dev.rbench.service.common.mongo.MongoCollections;
import java.util.List;
import org.springframework.data.mongodb.core.MongoOperations;
import org.springframework.data.mongodb.core.query.Query;

/** Found by Spring Data by its name (fragment interface + "Impl") and mixed into {@link EntityRepository}. */
class BatchedEntityQueriesImpl implements BatchedEntityQueries {
    private final MongoOperations operations;

    BatchedEntityQueriesImpl(MongoOperations operations) {
        this.operations = operations;
    }

    @Override
    public List<Entity> findAllBatched(int batchSize) {
        return operations.find(new Query().cursorBatchSize(batchSize), Entity.class);
    }

    @Override
    public List<Entity> findByNameBatched(String name, int batchSize) {
        return operations.find(query(where(MongoCollections.NAME).is(name)).cursorBatchSize(batchSize), Entity.class);
    }
}
