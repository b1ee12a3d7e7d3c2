package dev.rbench.service.common.mongo.sync;

import dev.rbench.service.common.mongo.Entity;
import java.util.List;

/**
 * A repository fragment for reads with a cursor batch size chosen at run time: derived queries and
 * {@code @Meta(cursorBatchSize)} only take a constant, and {@code --rbench.mongo.batch-size} is not one.
 */
public interface BatchedEntityQueries {

    List<Entity> findAllBatched(int batchSize);

    List<Entity> findByNameBatched(String name, int batchSize);
}
