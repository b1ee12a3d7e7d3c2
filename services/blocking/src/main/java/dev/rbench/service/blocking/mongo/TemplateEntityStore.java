package dev.rbench.service.blocking.mongo;

import static org.springframework.data.mongodb.core.query.Criteria.where;
import static org.springframework.data.mongodb.core.query.Query.query;

import dev.rbench.service.common.mongo.Entity;
import dev.rbench.service.common.mongo.MongoCollections;
import dev.rbench.service.common.mongo.StoredDocument;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.springframework.data.mongodb.core.BulkOperations;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.query.Query;

/** Spring Data's MongoTemplate, as the study's getMessage used it. */
public class TemplateEntityStore implements EntityStore {
    private final MongoTemplate template;
    private final int batchSize;

    public TemplateEntityStore(MongoTemplate template, int batchSize) {
        this.template = template;
        this.batchSize = batchSize;
    }

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
        return template.find(batched(new Query()), Entity.class);
    }

    @Override
    public Optional<Entity> findById(String id) {
        return Optional.ofNullable(template.findById(id, Entity.class));
    }

    @Override
    public List<Entity> findByName(String name) {
        return template.find(batched(query(where(MongoCollections.NAME).is(name))), Entity.class);
    }

    @Override
    public boolean replace(Entity entity) {
        return template.replace(byId(entity.id()), entity).getMatchedCount() > 0;
    }

    @Override
    public long countExisting(Collection<String> ids) {
        return template.count(query(where(MongoCollections.ID).in(ids)), Entity.class);
    }

    @Override
    public void replaceMany(List<Entity> entities) {
        BulkOperations bulk = template.bulkOps(BulkOperations.BulkMode.ORDERED, Entity.class);
        entities.forEach(e -> bulk.replaceOne(byId(e.id()), e));
        bulk.execute();
    }

    @Override
    public boolean delete(String id) {
        return template.remove(byId(id), Entity.class).getDeletedCount() > 0;
    }

    private Query batched(Query query) {
        return batchSize > 0 ? query.cursorBatchSize(batchSize) : query;
    }

    private static Query byId(String id) {
        return query(where(MongoCollections.ID).is(id));
    }
}
