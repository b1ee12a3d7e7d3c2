package dev.rbench.service.blocking.mongo;

import dev.rbench.service.common.mongo.Entity;
import dev.rbench.service.common.mongo.StoredDocument;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * What the MVC service's Mongo routes need from the database, one implementation per way of
 * reaching it ({@code --rbench.mongo.access}). Every call blocks the calling thread until the
 * database answers: that is the blocking stack.
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
