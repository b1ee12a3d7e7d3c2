package dev.rbench.service.reactive.mongo;

import dev.rbench.service.common.mongo.Entity;
import dev.rbench.service.common.mongo.StoredDocument;
import java.util.Collection;
import java.util.List;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * What the WebFlux service's Mongo routes need from the database, one implementation per way of
 * reaching it ({@code --rbench.mongo.access}). Nothing here may block: every result is a
 * publisher the event loop subscribes to and leaves.
 */
public interface ReactiveEntityStore {

    /** findById on {@code documents}: the study's getMessage; empty if there is none. */
    Mono<StoredDocument> findDocument(String id);

    /** Inserts; a duplicate id fails with the database's duplicate-key error. */
    Mono<Entity> insert(Entity entity);

    Flux<Entity> insertMany(List<Entity> entities);

    /** The whole collection, streamed, with the configured cursor batch size. */
    Flux<Entity> findAll();

    Mono<Entity> findById(String id);

    /** Find by name, streamed, with the configured cursor batch size. */
    Flux<Entity> findByName(String name);

    /** Replaces the entity with the same id; false if there is none. */
    Mono<Boolean> replace(Entity entity);

    /** How many of these ids exist. */
    Mono<Long> countExisting(Collection<String> ids);

    /** Replaces each by id; the caller has checked that they all exist. */
    Mono<Void> replaceMany(List<Entity> entities);

    /** Deletes by id; false if there was none. */
    Mono<Boolean> delete(String id);
}
