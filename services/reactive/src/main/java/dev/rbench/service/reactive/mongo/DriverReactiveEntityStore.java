package dev.rbench.service.reactive.mongo;

import static com.mongodb.client.model.Filters.eq;
import static com.mongodb.client.model.Filters.in;

import com.mongodb.client.model.ReplaceOneModel;
import com.mongodb.reactivestreams.client.FindPublisher;
import com.mongodb.reactivestreams.client.MongoClient;
import com.mongodb.reactivestreams.client.MongoCollection;
import dev.rbench.service.common.mongo.Entity;
import dev.rbench.service.common.mongo.EntityBson;
import dev.rbench.service.common.mongo.MongoCollections;
import dev.rbench.service.common.mongo.StoredDocument;
import java.util.Collection;
import java.util.List;
import org.bson.Document;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * The official reactive-streams driver used directly, adapted to Reactor with Mono.from/Flux.from.
 * Unlike the study's version, which waited for each publisher inside the handler, nothing here
 * waits: the handler returns the publisher.
 */
public class DriverReactiveEntityStore implements ReactiveEntityStore {
    private final MongoCollection<Document> documents;
    private final MongoCollection<Document> entities;
    private final int batchSize;

    public DriverReactiveEntityStore(MongoClient client, String database, int batchSize) {
        this.documents = client.getDatabase(database).getCollection(MongoCollections.DOCUMENTS);
        this.entities = client.getDatabase(database).getCollection(MongoCollections.ENTITIES);
        this.batchSize = batchSize;
    }

    @Override
    public Mono<StoredDocument> findDocument(String id) {
        return Mono.from(documents.find(eq(MongoCollections.ID, id)).first()).map(EntityBson::toStoredDocument);
    }

    @Override
    public Mono<Entity> insert(Entity entity) {
        return Mono.from(entities.insertOne(EntityBson.toDocument(entity))).thenReturn(entity);
    }

    @Override
    public Flux<Entity> insertMany(List<Entity> many) {
        return Mono.from(entities.insertMany(many.stream().map(EntityBson::toDocument).toList()))
                .thenMany(Flux.fromIterable(many));
    }

    @Override
    public Flux<Entity> findAll() {
        return read(entities.find());
    }

    @Override
    public Mono<Entity> findById(String id) {
        return Mono.from(entities.find(eq(MongoCollections.ID, id)).first()).map(EntityBson::toEntity);
    }

    @Override
    public Flux<Entity> findByName(String name) {
        return read(entities.find(eq(MongoCollections.NAME, name)));
    }

    @Override
    public Mono<Boolean> replace(Entity entity) {
        return Mono.from(entities.replaceOne(eq(MongoCollections.ID, entity.id()), EntityBson.toDocument(entity)))
                .map(result -> result.getMatchedCount() > 0);
    }

    @Override
    public Mono<Long> countExisting(Collection<String> ids) {
        return Mono.from(entities.countDocuments(in(MongoCollections.ID, ids)));
    }

    @Override
    public Mono<Void> replaceMany(List<Entity> many) {
        return Mono.from(entities.bulkWrite(many.stream()
                        .map(e -> new ReplaceOneModel<>(eq(MongoCollections.ID, e.id()), EntityBson.toDocument(e)))
                        .toList()))
                .then();
    }

    @Override
    public Mono<Boolean> delete(String id) {
        return Mono.from(entities.deleteOne(eq(MongoCollections.ID, id))).map(result -> result.getDeletedCount() > 0);
    }

    /** The driver's FindPublisher.batchSize: the explicit batch that spring-data-mongodb #4543 is about. */
    private Flux<Entity> read(FindPublisher<Document> find) {
        return Flux.from(batchSize > 0 ? find.batchSize(batchSize) : find).map(EntityBson::toEntity);
    }
}
