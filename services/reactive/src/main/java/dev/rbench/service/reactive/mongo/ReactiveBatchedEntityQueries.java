package dev.rbench.service.reactive.mongo;

import dev.rbench.service.common.mongo.Entity;
import reactor.core.publisher.Flux;

/**
 * A repository fragment for reads with a cursor batch size chosen at run time: derived queries and
 * {@code @Meta(cursorBatchSize)} only take a constant, and {@code --rbench.mongo.batch-size} is not
 * one. This is the repository way's fix for the slow reactive findAll (spring-data-mongodb #4543).
 */
public interface ReactiveBatchedEntityQueries {

    Flux<Entity> findAllBatched(int batchSize);

    Flux<Entity> findByNameBatched(String name, int batchSize);
}
