package dev.rbench.service.reactive.mongo;

import dev.rbench.service.common.mongo.Entity;
import dev.rbench.service.common.mongo.EntityQueries;
import org.springframework.data.mongodb.core.ReactiveMongoOperations;
import reactor.core.publisher.Flux;

/** Found by Spring Data by its name (fragment interface + "Impl") and mixed into {@link ReactiveEntityRepository}. */
record ReactiveBatchedEntityQueriesImpl(ReactiveMongoOperations operations) implements ReactiveBatchedEntityQueries {

    @Override
    public Flux<Entity> findAllBatched(int batchSize) {
        return operations.find(EntityQueries.all(batchSize), Entity.class);
    }

    @Override
    public Flux<Entity> findByNameBatched(String name, int batchSize) {
        return operations.find(EntityQueries.byName(name, batchSize), Entity.class);
    }
}
