package dev.rbench.service.common.handlers;

import dev.rbench.service.common.errors.ApiException;
import dev.rbench.service.common.mongo.BoundedBody;
import dev.rbench.service.common.mongo.Database;
import dev.rbench.service.common.mongo.Entity;
import dev.rbench.service.common.mongo.EntityIds;
import dev.rbench.service.common.mongo.EntityJson;
import dev.rbench.service.common.mongo.MongoRoutes;
import dev.rbench.service.common.mongo.sync.EntityStore;
import dev.rbench.service.common.threads.HandlerThreads;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * The study's CRUD routes on {@code entities}, through whichever {@link EntityStore} is configured, waiting on the
 * handler's thread: MVC's (blocking, virtual) and WebFlux's blocking-style handler (virtual-netty). Lists are returned
 * whole, once the cursor is drained.
 */
@RestController
public record ThreadEntityController(ObjectProvider<EntityStore> store, HandlerThreads handlerThreads) {

    @PostMapping(MongoRoutes.ENTITIES)
    public ResponseEntity<Entity> create(BoundedBody body) {
        handlerThreads.record();
        EntityStore entities = Database.require(store);
        Entity entity = EntityJson.one(body.bytes(), EntityJson.Id.OPTIONAL);
        return ResponseEntity.status(HttpStatus.CREATED).body(entities.insert(entity));
    }

    @PostMapping(MongoRoutes.ENTITIES_MANY)
    public ResponseEntity<List<Entity>> createMany(BoundedBody body) {
        handlerThreads.record();
        EntityStore entities = Database.require(store);
        List<Entity> many = EntityJson.many(body.bytes(), EntityJson.Id.OPTIONAL);
        return ResponseEntity.status(HttpStatus.CREATED).body(entities.insertMany(many));
    }

    @GetMapping(MongoRoutes.ENTITIES)
    public List<Entity> all() {
        handlerThreads.record();
        return Database.require(store).findAll();
    }

    @GetMapping(MongoRoutes.ENTITY)
    public Entity one(@PathVariable String id) {
        handlerThreads.record();
        EntityStore entities = Database.require(store);
        return entities.findById(EntityIds.check(id)).orElseThrow(() -> ApiException.noEntity(id));
    }

    @GetMapping(MongoRoutes.ENTITIES_QUERY)
    public List<Entity> byName(@RequestParam(required = false) String name) {
        handlerThreads.record();
        EntityStore entities = Database.require(store);
        return entities.findByName(ApiException.requireName(name));
    }

    @PutMapping(MongoRoutes.ENTITIES)
    public Entity replace(BoundedBody body) {
        handlerThreads.record();
        EntityStore entities = Database.require(store);
        Entity entity = EntityJson.one(body.bytes(), EntityJson.Id.REQUIRED);
        if (!entities.replace(entity)) {
            throw ApiException.noEntity(entity.id());
        }
        return entity;
    }

    @PutMapping(MongoRoutes.ENTITIES_MANY)
    public List<Entity> replaceMany(BoundedBody body) {
        handlerThreads.record();
        EntityStore entities = Database.require(store);
        List<Entity> many = EntityJson.many(body.bytes(), EntityJson.Id.REQUIRED);
        long existing = entities.countExisting(many.stream().map(Entity::id).toList());
        if (existing < many.size()) {
            throw ApiException.someMissing(many.size() - existing, many.size());
        }
        entities.replaceMany(many);
        return many;
    }

    @DeleteMapping(MongoRoutes.ENTITY)
    public ResponseEntity<Void> delete(@PathVariable String id) {
        handlerThreads.record();
        EntityStore entities = Database.require(store);
        if (!entities.delete(EntityIds.check(id))) {
            throw ApiException.noEntity(id);
        }
        return ResponseEntity.noContent().build();
    }
}
