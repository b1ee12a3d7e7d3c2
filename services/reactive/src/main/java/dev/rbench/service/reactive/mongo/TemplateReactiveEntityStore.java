package dev.rbench.service.reactive.mongo;

import dev.rbench.service.common.mongo.Entity;
import dev.rbench.service.common.mongo.EntityQueries;
import dev.rbench.service.common.mongo.StoredDocument;
import java.util.Collection;
import java.util.List;
import org.springframework.data.mongodb.core.BulkOperations;
import org.springframework.data.mongodb.core.ReactiveBulkOperations;
import org.springframework.data.mongodb.core.ReactiveMongoTemplate;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/** Spring Data's ReactiveMongoTemplate, as the study's reactive getMessage used it. */
public record TemplateReactiveEntityStore(ReactiveMongoTemplate template, int batchSize)
        implements ReactiveEntityStore {

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
        return template.find(EntityQueries.all(batchSize), Entity.class);
    }

    @Override
    public Mono<Entity> findById(String id) {
        return template.findById(id, Entity.class);
    }

    @Override
    public Flux<Entity> findByName(String name) {
        return template.find(EntityQueries.byName(name, batchSize), Entity.class);
    }

    @Override
    public Mono<Boolean> replace(Entity entity) {
        return template.replace(EntityQueries.byId(entity.id()), entity).map(result -> result.getMatchedCount() > 0);
    }

    @Override
    public Mono<Long> countExisting(Collection<String> ids) {
        return template.count(EntityQueries.idIn(ids), Entity.class);
    }

    @Override
    public Mono<Void> replaceMany(List<Entity> entities) {
        ReactiveBulkOperations bulk = template.bulkOps(BulkOperations.BulkMode.ORDERED, Entity.class);
        entities.forEach(e -> bulk.replaceOne(EntityQueries.byId(e.id()), e));
        return bulk.execute().then();
    }

    @Override
    public Mono<Boolean> delete(String id) {
        return template.remove(EntityQueries.byId(id), Entity.class).map(result -> result.getDeletedCount() > 0);
    }
}
