package dev.rbench.service.reactive.mongo;

import dev.rbench.service.common.mongo.Entity;
import java.util.Collection;
import org.springframework.data.mongodb.repository.ReactiveMongoRepository;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/** The study's reactive repository: derived queries, plus the batched reads of {@link ReactiveBatchedEntityQueries}. */
public interface ReactiveEntityRepository extends ReactiveMongoRepository<Entity, String>, ReactiveBatchedEntityQueries {

    Flux<Entity> findByName(String name);

    Mono<Long> countByIdIn(Collection<String> ids);
}
