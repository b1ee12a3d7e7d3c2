package dev.rbench.service.common.mongo.sync;

import dev.rbench.service.common.mongo.Entity;
import dev.rbench.service.common.mongo.StoredDocument;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * Spring Data repositories, used as the study did: the interface's own methods, which is why
 * replace and delete first ask whether the id exists (two round trips; save would insert it).
 */
public record RepositoryEntityStore(EntityRepository entities, DocumentRepository documents, int batchSize)
        implements EntityStore {

    @Override
    public Optional<StoredDocument> findDocument(String id) {
        return documents.findById(id);
    }

    @Override
    public Entity insert(Entity entity) {
        return entities.insert(entity);
    }

    @Override
    public List<Entity> insertMany(List<Entity> many) {
        return entities.insert(many);
    }

    @Override
    public List<Entity> findAll() {
        return batchSize > 0 ? entities.findAllBatched(batchSize) : entities.findAll();
    }

    @Override
    public Optional<Entity> findById(String id) {
        return entities.findById(id);
    }

    @Override
    public List<Entity> findByName(String name) {
        return batchSize > 0 ? entities.findByNameBatched(name, batchSize) : entities.findByName(name);
    }

    @Override
    public boolean replace(Entity entity) {
        if (!entities.existsById(entity.id())) {
            return false;
        }
        entities.save(entity);
        return true;
    }

    @Override
    public long countExisting(Collection<String> ids) {
        return entities.countByIdIn(ids);
    }

    @Override
    public void replaceMany(List<Entity> many) {
        entities.saveAll(many);
    }

    @Override
    public boolean delete(String id) {
        if (!entities.existsById(id)) {
            return false;
        }
        entities.deleteById(id);
        return true;
    }
}
