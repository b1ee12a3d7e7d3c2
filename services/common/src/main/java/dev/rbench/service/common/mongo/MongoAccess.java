package dev.rbench.service.common.mongo;

import java.util.Locale;

/** {@code --rbench.mongo.access}: how a service reaches MongoDB, the study's three ways. */
public enum MongoAccess {
    /** The official driver used directly: sync on the MVC service, reactive streams on WebFlux. */
    DRIVER,
    /** Spring Data's MongoTemplate / ReactiveMongoTemplate. */
    TEMPLATE,
    /** Spring Data's MongoRepository / ReactiveMongoRepository. */
    REPOSITORY;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
