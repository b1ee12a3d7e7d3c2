package dev.rbench.runner.backend;

import dev.rbench.infra.mongo.RedactedUri;
import java.time.Duration;

/**
 * Where a database the runner starts embedded, or reaches at an address, is, and whether the
 * latency proxy stands in front of it: what MongoDB's and PostgreSQL's settings share.
 */
interface StoreAddress {

    /** The address given (a URI or URL); empty = the embedded server. May hold a password: show {@link #addressRedacted()}. */
    String address();

    Duration latency();

    long bandwidth();

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
