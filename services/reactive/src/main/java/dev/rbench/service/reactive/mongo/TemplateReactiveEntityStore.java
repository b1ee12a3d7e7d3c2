package dev.rbench.service.reactive.mongo;

import static org.springframework.data.mongodb.core.query.Criteria.where;
import static org.springframework.data.mongodb.core.query.Query.query;

import dev.rbench.service.common.mongo.Entity;
import dev.rbench.service.common.mongo.MongoCollections;
import dev.rbench.service.common.mongo.StoredDocument;
import java.util.Collection;
import java.util.List;
import org.springframework.data.mongodb.core.BulkOperations;
import org.springframework.data.mongodb.core.ReactiveBulkOperations;
import org.springframework.data.mongodb.core.ReactiveMongoTemplate;
import org.springframework.data.mongodb.core.query.Query;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/** Spring Data's ReactiveMongoTemplate, as the study's reactive getMessage used it. */
public class TemplateReactiveEntityStore implements ReactiveEntityStore {
    private final ReactiveMongoTemplate template;
    private final int batchSize;

    public TemplateReactiveEntityStore(ReactiveMongoTemplate template, int batchSize) {
        this.template = template;
        this.batchSize = batchSize;
    }

    @Override
    public Mono<StoredDocument> findDocument(String id) {
        return template.findById(id, StoredDocument.class);
    }

    @Override
    public Mono<Entity> insert(Entity entity) {
        return template.insert(entity);
    }

    @Override
    public Flux<Entity> insertMany(List<Entity> entities) {
        return template.insert(entities, Entity.class);
    }

    @Override
    public Flux<Entity> findAll() {
        return template.find(batched(new Query()), Entity.class);
    }

    @Override
    public Mono<Entity> findById(String id) {
        return template.findById(id, Entity.class);
    }

    @Override
    public Flux<Entity> findByName(String name) {
        return template.find(batched(query(where(MongoCollections.NAME).is(name))), Entity.class);
    }

    @Override
    public Mono<Boolean> replace(Entity entity) {
        return template.replace(byId(entity.id()), entity).map(result -> result.getMatchedCount() > 0);
    }

    @Override
    public Mono<Long> countExisting(Collection<String> ids) {
        return template.count(query(where(MongoCollections.ID).in(ids)), Entity.class);
    }

    @Override
    public Mono<Void> replaceMany(List<Entity> entities) {
        ReactiveBulkOperations bulk = template.bulkOps(BulkOperations.BulkMode.ORDERED, Entity.class);
        entities.forEach(e -> bulk.replaceOne(byId(e.id()), e));
        return bulk.execute().then();
    }

    @Override
    public Mono<Boolean> delete(String id) {
        return template.remove(byId(id), Entity.class).map(result -> result.getDeletedCount() > 0);
    }

    /** Query.cursorBatchSize: without it the template leaves the batch to the driver and its demand. */
    private Query batched(Query query) {
        return batchSize > 0 ? query.cursorBatchSize(batchSize) : query;
    }

    private static Query byId(String id) {
        return query(where(MongoCollections.ID).is(id));
    }
}
