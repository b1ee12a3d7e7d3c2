package dev.rbench.service.reactive.mongo;

import dev.rbench.service.common.mongo.Entity;
import dev.rbench.service.common.mongo.StoredDocument;
import java.util.Collection;
import java.util.List;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * Spring Data reactive repositories, used as the study did: the interface's own methods, which is
 * why replace and delete first ask whether the id exists (two round trips; save would insert it).
 */
public record RepositoryReactiveEntityStore(ReactiveEntityRepository entities, ReactiveDocumentRepository documents,
                                            int batchSize) implements ReactiveEntityStore {

    @Override
    public Mono<StoredDocument> findDocument(String id) {
        return documents.findById(id);
    }

    @Override
    public Mono<Entity> insert(Entity entity) {
        return entities.insert(entity);
    }

    @Override
    public Flux<Entity> insertMany(List<Entity> many) {
        return entities.insert(many);
    }

    @Override
    public Flux<Entity> findAll() {
        return batchSize > 0 ? entities.findAllBatched(batchSize) : entities.findAll();
    }

    @Override
    public Mono<Entity> findById(String id) {
        return entities.findById(id);
    }

    @Override
    public Flux<Entity> findByName(String name) {
        return batchSize > 0 ? entities.findByNameBatched(name, batchSize) : entities.findByName(name);
    }

    @Override
    public Mono<Boolean> replace(Entity entity) {
        return entities.existsById(entity.id())
                .flatMap(exists -> exists ? entities.save(entity).thenReturn(true) : Mono.just(false));
    }

    @Override
    public Mono<Long> countExisting(Collection<String> ids) {
        return entities.countByIdIn(ids);
    }

    @Override
    public Mono<Void> replaceMany(List<Entity> many) {
        return entities.saveAll(many).then();
    }

    @Override
    public Mono<Boolean> delete(String id) {
        return entities.existsById(id)
                .flatMap(exists -> exists ? entities.deleteById(id).thenReturn(true) : Mono.just(false));
    }
}
