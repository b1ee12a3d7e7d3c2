package dev.rbench.service.common.mongo;

import org.bson.Document;

/** The driver way's mapping between BSON documents and the two records, written out by hand. */
public final class EntityBson {

    private EntityBson() {
    }

    public static Document toDocument(Entity entity) {
        return new Document(MongoCollections.ID, entity.id())
                .append(MongoCollections.NAME, entity.name())
                .append(MongoCollections.PAYLOAD, entity.payload());
    }

    public static Entity toEntity(Document document) {
        return new Entity(document.getString(MongoCollections.ID), document.getString(MongoCollections.NAME),
                document.getString(MongoCollections.PAYLOAD));
    }

    public static StoredDocument toStoredDocument(Document document) {
        return new StoredDocument(document.getString(MongoCollections.ID),
                document.getString(MongoCollections.NAME), document.getString(MongoCollections.PAYLOAD));
    }
}
