package dev.rbench.service.common.mongo.sync;

import dev.rbench.service.common.mongo.Entity;
import dev.rbench.service.common.mongo.EntityQueries;
import dev.rbench.service.common.mongo.StoredDocument;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.springframework.data.mongodb.core.BulkOperations;
import org.springframework.data.mongodb.core.MongoTemplate;

/** Spring Data's MongoTemplate, as the study's getMessage used it. */
public record TemplateEntityStore(MongoTemplate template, int batchSize) implements EntityStore {

    @Override
    public Optional<StoredDocument> findDocument(String id) {
        return Optional.ofNullable(template.findById(id, StoredDocument.class));
    }

    @Override
    public Entity insert(Entity entity) {
        return template.insert(entity);
    }

    @Override
    public List<Entity> insertMany(List<Entity> entities) {
        return new ArrayList<>(template.insert(entities, Entity.class));
    }

    @Override
    public List<Entity> findAll() {
        return template.find(EntityQueries.all(batchSize), Entity.class);
    }

    @Override
    public Optional<Entity> findById(String id) {
        return Optional.ofNullable(template.findById(id, Entity.class));
    }

    @Override
    public List<Entity> findByName(String name) {
        return template.find(EntityQueries.byName(name, batchSize), Entity.class);
    }

    @Override
    public boolean replace(Entity entity) {
        return template.replace(EntityQueries.byId(entity.id()), entity).getMatchedCount() > 0;
    }

    @Override
    public long countExisting(Collection<String> ids) {
        return template.count(EntityQueries.idIn(ids), Entity.class);
    }

    @Override
    public void replaceMany(List<Entity> entities) {
        BulkOperations bulk = template.bulkOps(BulkOperations.BulkMode.ORDERED, Entity.class);
        entities.forEach(e -> bulk.replaceOne(EntityQueries.byId(e.id()), e));
        bulk.execute();
    }

    @Override
    public boolean delete(String id) {
        return template.remove(EntityQueries.byId(id), Entity.class).getDeletedCount() > 0;
    }
}
