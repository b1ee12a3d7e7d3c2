package dev.rbench.service.reactive.records;

import dev.rbench.service.common.postgres.PostgresRecordStoreContract.PooledStore;
import java.time.Duration;

/** The store contract's view of a reactive store: every row collected, waiting at most 30 s. */
final class ReactiveStores {

    private ReactiveStores() {
    }

    static PooledStore pooled(ReactiveRecordStore store, Runnable closePool) {
        return new PooledStore(store.name(), query -> store.stream(query).collectList().block(Duration.ofSeconds(30)), closePool);
    }
}
