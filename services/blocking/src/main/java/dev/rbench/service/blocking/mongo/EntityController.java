package dev.rbench.service.blocking.mongo;

import dev.rbench.service.common.errors.ApiException;
import dev.rbench.service.common.mongo.BodyLimit;
import dev.rbench.service.common.mongo.Database;
import dev.rbench.service.common.mongo.Entity;
import dev.rbench.service.common.mongo.EntityIds;
import dev.rbench.service.common.mongo.EntityJson;
import dev.rbench.service.common.mongo.MongoRoutes;
import jakarta.servlet.http.HttpServletRequest;
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

/** The study's CRUD routes on {@code entities}, through whichever {@link EntityStore} is configured. */
@RestController
public record EntityController(ObjectProvider<EntityStore> store, BodyLimit limit) {

    @PostMapping(MongoRoutes.ENTITIES)
    public ResponseEntity<Entity> create(HttpServletRequest request) {
        EntityStore entities = Database.require(store);
        Entity entity = EntityJson.one(RequestBodies.read(request, limit), EntityJson.Id.OPTIONAL);
        return ResponseEntity.status(HttpStatus.CREATED).body(entities.insert(entity));
    }

    @PostMapping(MongoRoutes.ENTITIES_MANY)
    public ResponseEntity<List<Entity>> createMany(HttpServletRequest request) {
        EntityStore entities = Database.require(store);
        List<Entity> many = EntityJson.many(RequestBodies.read(request, limit), EntityJson.Id.OPTIONAL);
        return ResponseEntity.status(HttpStatus.CREATED).body(entities.insertMany(many));
    }

    @GetMapping(MongoRoutes.ENTITIES)
    public List<Entity> all() {
        return Database.require(store).findAll();
    }

    @GetMapping(MongoRoutes.ENTITY)
    public Entity one(@PathVariable String id) {
        EntityStore entities = Database.require(store);
        return entities.findById(EntityIds.check(id)).orElseThrow(() -> ApiException.noEntity(id));
    }

    @GetMapping(MongoRoutes.ENTITIES_QUERY)
    public List<Entity> byName(@RequestParam(required = false) String name) {
        EntityStore entities = Database.require(store);
        return entities.findByName(ApiException.requireName(name));
    }

    @PutMapping(MongoRoutes.ENTITIES)
    public Entity replace(HttpServletRequest request) {
        EntityStore entities = Database.require(store);
        Entity entity = EntityJson.one(RequestBodies.read(request, limit), EntityJson.Id.REQUIRED);
        if (!entities.replace(entity)) {
            throw ApiException.noEntity(entity.id());
        }
        return entity;
    }

    @PutMapping(MongoRoutes.ENTITIES_MANY)
    public List<Entity> replaceMany(HttpServletRequest request) {
        EntityStore entities = Database.require(store);
        List<Entity> many = EntityJson.many(RequestBodies.read(request, limit), EntityJson.Id.REQUIRED);
        long existing = entities.countExisting(many.stream().map(Entity::id).toList());
        if (existing < many.size()) {
            throw ApiException.someMissing(many.size() - existing, many.size());
        }
        entities.replaceMany(many);
        return many;
    }

    @DeleteMapping(MongoRoutes.ENTITY)
    public ResponseEntity<Void> delete(@PathVariable String id) {
        EntityStore entities = Database.require(store);
        if (!entities.delete(EntityIds.check(id))) {
            throw ApiException.noEntity(id);
        }
        return ResponseEntity.noContent().build();
    }
}
