package dev.rbench.service.common.mongo;

/** The Mongo routes both stacks implement. */
public final class MongoRoutes {
    public static final String DOCUMENT = "/documents/{id}";
    public static final String FANOUT = "/documents/{id}/fanout";
    public static final String ENTITIES = "/entities";
    public static final String ENTITIES_MANY = "/entities/many";
    public static final String ENTITY = "/entities/{id}";
    public static final String ENTITIES_QUERY = "/entities/query";
    public static final String POOL = "/pool";
    public static final String POOL_RESET = "/pool/reset";

    private MongoRoutes() {
    }
}
