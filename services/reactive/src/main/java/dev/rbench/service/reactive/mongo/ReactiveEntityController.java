package dev.rbench.service.reactive.mongo;

import dev.rbench.service.common.errors.ApiException;
import dev.rbench.service.common.mongo.BodyLimit;
import dev.rbench.service.common.mongo.Database;
import dev.rbench.service.common.mongo.Entity;
import dev.rbench.service.common.mongo.EntityIds;
import dev.rbench.service.common.mongo.EntityJson;
import dev.rbench.service.common.mongo.MongoRoutes;
import dev.rbench.service.reactive.ReactiveHandlersOnly;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.http.server.reactive.ServerHttpRequest;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * The study's CRUD routes on {@code entities}, through whichever {@link ReactiveEntityStore} is
 * configured. Lists read from the database are returned as a Flux, so WebFlux streams them as a
 * JSON array while the cursor is still being read: the findAll experiment.
 */
@RestController
@ReactiveHandlersOnly
public record ReactiveEntityController(ObjectProvider<ReactiveEntityStore> store, BodyLimit limit) {

    @PostMapping(MongoRoutes.ENTITIES)
    public Mono<ResponseEntity<Entity>> create(ServerHttpRequest request) {
        ReactiveEntityStore entities = Database.require(store);
        return RequestBodies.read(request, limit)
                .map(body -> EntityJson.one(body, EntityJson.Id.OPTIONAL))
                .flatMap(entities::insert)
                .map(ReactiveEntityController::created);
    }

    @PostMapping(MongoRoutes.ENTITIES_MANY)
    public Mono<ResponseEntity<List<Entity>>> createMany(ServerHttpRequest request) {
        ReactiveEntityStore entities = Database.require(store);
        return RequestBodies.read(request, limit)
                .map(body -> EntityJson.many(body, EntityJson.Id.OPTIONAL))
                .flatMap(many -> entities.insertMany(many).collectList())
                .map(ReactiveEntityController::created);
    }

    @GetMapping(MongoRoutes.ENTITIES)
    public Flux<Entity> all() {
        return Database.require(store).findAll();
    }

    @GetMapping(MongoRoutes.ENTITY)
    public Mono<Entity> one(@PathVariable String id) {
        ReactiveEntityStore entities = Database.require(store);
        return entities.findById(EntityIds.check(id)).switchIfEmpty(Mono.error(() -> ApiException.noEntity(id)));
    }

    @GetMapping(MongoRoutes.ENTITIES_QUERY)
    public Flux<Entity> byName(@RequestParam(required = false) String name) {
        ReactiveEntityStore entities = Database.require(store);
        return entities.findByName(ApiException.requireName(name));
    }

    @PutMapping(MongoRoutes.ENTITIES)
    public Mono<Entity> replace(ServerHttpRequest request) {
        ReactiveEntityStore entities = Database.require(store);
        return RequestBodies.read(request, limit)
                .map(body -> EntityJson.one(body, EntityJson.Id.REQUIRED))
                .flatMap(entity -> entities.replace(entity).flatMap(replaced -> replaced
                        ? Mono.just(entity)
                        : Mono.error(ApiException.noEntity(entity.id()))));
    }

    @PutMapping(MongoRoutes.ENTITIES_MANY)
    public Mono<List<Entity>> replaceMany(ServerHttpRequest request) {
        ReactiveEntityStore entities = Database.require(store);
        return RequestBodies.read(request, limit)
                .map(body -> EntityJson.many(body, EntityJson.Id.REQUIRED))
                .flatMap(many -> entities.countExisting(many.stream().map(Entity::id).toList())
                        .flatMap(existing -> existing < many.size()
                                ? Mono.error(ApiException.someMissing(many.size() - existing, many.size()))
                                : entities.replaceMany(many).thenReturn(many)));
    }

    @DeleteMapping(MongoRoutes.ENTITY)
    public Mono<ResponseEntity<Void>> delete(@PathVariable String id) {
        ReactiveEntityStore entities = Database.require(store);
        return entities.delete(EntityIds.check(id)).flatMap(deleted -> deleted
                ? Mono.just(ResponseEntity.noContent().<Void>build())
                : Mono.error(ApiException.noEntity(id)));
    }

    private static <T> ResponseEntity<T> created(T body) {
        return ResponseEntity.status(HttpStatus.CREATED).body(body);
    }
}
