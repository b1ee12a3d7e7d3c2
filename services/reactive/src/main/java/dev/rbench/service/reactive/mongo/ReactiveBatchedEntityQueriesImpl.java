package dev.rbench.service.reactive.mongo;

import static org.springframework.data.mongodb.core.query.Criteria.where;
import static org.springframework.data.mongodb.core.query.Query.query;

import dev.rbench.service.common.mongo.Entity;
import dev.rbench.service.common.mongo.MongoCollections;
import org.springframework.data.mongodb.core.ReactiveMongoOperations;
import org.springframework.data.mongodb.core.query.Query;
import reactor.core.publisher.Flux;

/** Found by Spring Data by its name (fragment interface + "Impl") and mixed into {@link ReactiveEntityRepository}. */
class ReactiveBatchedEntityQueriesImpl implements ReactiveBatchedEntityQueries {
    private final ReactiveMongoOperations operations;

    ReactiveBatchedEntityQueriesImpl(ReactiveMongoOperations operations) {
        this.operations = operations;
    }

    @Override
    public Flux<Entity> findAllBatched(int batchSize) {
        return operations.find(new Query().cursorBatchSize(batchSize), Entity.class);
    }

    @Override
    public Flux<Entity> findByNameBatched(String name, int batchSize) {
        return operations.find(query(where(MongoCollections.NAME).is(name)).cursorBatchSize(batchSize), Entity.class);
    }
}
