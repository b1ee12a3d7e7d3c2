package dev.rbench.service.common.mongo;

/** Collection and field names, the schema the runner seeds with the sync driver. */
public final class MongoCollections {
    public static final String DOCUMENTS = "documents";
    public static final String ENTITIES = "entities";
    public static final String ID = "_id";
    public static final String NAME = "name";
    public static final String PAYLOAD = "payload";

    private MongoCollections() {
    }
}
