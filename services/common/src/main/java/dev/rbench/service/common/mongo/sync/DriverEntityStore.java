package dev.rbench.service.common.mongo.sync;

import static com.mongodb.client.model.Filters.eq;
import static com.mongodb.client.model.Filters.in;

import com.mongodb.client.FindIterable;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.ReplaceOneModel;
import dev.rbench.service.common.mongo.Entity;
import dev.rbench.service.common.mongo.EntityBson;
import dev.rbench.service.common.mongo.MongoCollections;
import dev.rbench.service.common.mongo.StoredDocument;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.bson.Document;

/** The official sync driver used directly, with BSON documents mapped by hand. */
public class DriverEntityStore implements EntityStore {
    private final MongoCollection<Document> documents;
    private final MongoCollection<Document> entities;
    private final int batchSize;

    public DriverEntityStore(MongoClient client, String database, int batchSize) {
        this.documents = client.getDatabase(database).getCollection(MongoCollections.DOCUMENTS);
        this.entities = client.getDatabase(database).getCollection(MongoCollections.ENTITIES);
        this.batchSize = batchSize;
    }

    @Override
    public Optional<StoredDocument> findDocument(String id) {
        return Optional.ofNullable(documents.find(eq(MongoCollections.ID, id)).first()).map(EntityBson::toStoredDocument);
    }

    @Override
    public Entity insert(Entity entity) {
        entities.insertOne(EntityBson.toDocument(entity));
        return entity;
    }

    @Override
    public List<Entity> insertMany(List<Entity> many) {
        entities.insertMany(many.stream().map(EntityBson::toDocument).toList());
        return many;
    }

    @Override
    public List<Entity> findAll() {
        return read(entities.find());
    }

    @Override
    public Optional<Entity> findById(String id) {
        return Optional.ofNullable(entities.find(eq(MongoCollections.ID, id)).first()).map(EntityBson::toEntity);
    }

    @Override
    public List<Entity> findByName(String name) {
        return read(entities.find(eq(MongoCollections.NAME, name)));
    }

    @Override
    public boolean replace(Entity entity) {
        return entities.replaceOne(eq(MongoCollections.ID, entity.id()), EntityBson.toDocument(entity))
                .getMatchedCount() > 0;
    }

    @Override
    public long countExisting(Collection<String> ids) {
        return entities.countDocuments(in(MongoCollections.ID, ids));
    }

    @Override
    public void replaceMany(List<Entity> many) {
        entities.bulkWrite(many.stream()
                .map(e -> new ReplaceOneModel<>(eq(MongoCollections.ID, e.id()), EntityBson.toDocument(e)))
                .toList());
    }

    @Override
    public boolean delete(String id) {
        return entities.deleteOne(eq(MongoCollections.ID, id)).getDeletedCount() > 0;
    }

    private List<Entity> read(FindIterable<Document> find) {
        if (batchSize > 0) {
            find.batchSize(batchSize);
        }
        return find.map(EntityBson::toEntity).into(new ArrayList<>());
    }
}
