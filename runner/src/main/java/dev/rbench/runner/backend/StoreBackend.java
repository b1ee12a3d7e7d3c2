package dev.rbench.runner.backend;

import dev.rbench.infra.mongo.RedactedUri;
import java.time.Duration;
import java.util.OptionalInt;

/**
 * What MongoDB's and PostgreSQL's settings share: a database the runner starts embedded, or
 * reaches at an address, with the latency proxy in front of it or not, and a pool of
 * {@link #poolSize()} connections in each service that bounds the wait.
 */
public sealed interface StoreBackend extends Backend permits MongoBackend, PostgresBackend {

    /** The address given (a URI or URL); empty = the embedded server. May hold a password: show {@link #addressRedacted()}. */
    String address();

    Duration latency();

    long bandwidth();

    /** The connections each service's pool may hold. */
    int poolSize();

    @Override
    default OptionalInt modelPool() {
        return OptionalInt.of(poolSize());
    }

    @Override
    default String where() {
        return location();
    }

    default boolean embedded() {
        return address().isBlank();
    }

    /** The address with any password replaced, for anything shown or stored; empty when embedded. */
    default String addressRedacted() {
        return embedded() ? "" : RedactedUri.redact(address());
    }

    /** "(embedded)" or "at" its address, for messages. */
    default String location() {
        return Backend.where(embedded(), addressRedacted());
    }

    /** Whether the latency proxy sits between the services and the database. */
    default boolean proxied() {
        return !latency().isZero() || bandwidth() > 0;
    }
}
