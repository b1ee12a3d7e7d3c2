package dev.rbench.service.common.mongo.sync;

import dev.rbench.service.common.mongo.Entity;
import dev.rbench.service.common.mongo.StoredDocument;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * What the blocking-style Mongo routes (MVC's, and WebFlux's on virtual-netty) need from the database, one
 * implementation per way of reaching it ({@code --rbench.mongo.access}) through the sync driver. Every call blocks the
 * calling thread until the database answers: a platform thread on blocking, a virtual thread on virtual and
 * virtual-netty.
 */
public interface EntityStore {

    /** findById on {@code documents}: the study's getMessage. */
    Optional<StoredDocument> findDocument(String id);

    /** Inserts; a duplicate id fails with the database's duplicate-key error. */
    Entity insert(Entity entity);

    List<Entity> insertMany(List<Entity> entities);

    /** The whole collection, with the configured cursor batch size. */
    List<Entity> findAll();

    Optional<Entity> findById(String id);

    /** Find by name, with the configured cursor batch size. */
    List<Entity> findByName(String name);

    /** Replaces the entity with the same id; false if there is none. */
    boolean replace(Entity entity);

    /** How many of these ids exist. */
    long countExisting(Collection<String> ids);

    /** Replaces each by id; the caller has checked that they all exist. */
    void replaceMany(List<Entity> entities);

    /** Deletes by id; false if there was none. */
    boolean delete(String id);
}
