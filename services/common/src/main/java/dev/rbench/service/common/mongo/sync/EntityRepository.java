package dev.rbench.service.common.mongo.sync;

import dev.rbench.service.common.mongo.Entity;
import java.util.Collection;
import java.util.List;
import org.springframework.data.mongodb.repository.MongoRepository;

/** The study's repository: derived queries, plus the batched reads of {@link BatchedEntityQueries}. */
public interface EntityRepository extends MongoRepository<Entity, String>, BatchedEntityQueries {

    List<Entity> findByName(String name);

    long countByIdIn(Collection<String> ids);
}
