package dev.rbench.service.common.mongo.sync;

import dev.rbench.service.common.mongo.Entity;
import dev.rbench.service.common.mongo.EntityQueries;
import java.util.List;
import org.springframework.data.mongodb.core.MongoOperations;

/** Found by Spring Data by its name (fragment interface + "Impl") and mixed into {@link EntityRepository}. */
record BatchedEntityQueriesImpl(MongoOperations operations) implements BatchedEntityQueries {

    @Override
    public List<Entity> findAllBatched(int batchSize) {
        return operations.find(EntityQueries.all(batchSize), Entity.class);
    }

    @Override
    public List<Entity> findByNameBatched(String name, int batchSize) {
        return operations.find(EntityQueries.byName(name, batchSize), Entity.class);
    }
}
