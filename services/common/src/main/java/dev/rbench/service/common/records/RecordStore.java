package dev.rbench.service.common.records;

import java.util.function.Consumer;

/**
 * One store's records for GET /records, read on the calling thread (the blocking-style handlers': MVC's and
 * virtual-netty's); a new store is a new implementation.
 */
public interface RecordStore {
    /** The route's store name: {@code mongo} or {@code postgres}. */
    String name();

    /** Hands the first {@code query.count()} records of the size, in id order, to {@code sink} as they are read. */
    void stream(RecordQuery query, Consumer<RecordRow> sink);
}
