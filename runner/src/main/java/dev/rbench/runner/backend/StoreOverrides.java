package dev.rbench.runner.backend;

import java.util.Optional;

/** What a stack may insist on when its service reads a store, overriding the backend's settings. */
public interface StoreOverrides {

    /** The MongoDB access way this stack insists on, overriding the scenario's; empty = the scenario's. */
    default Optional<MongoAccess> access() {
        return Optional.empty();
    }

    /** The cursor batch size this stack insists on, overriding the scenario's; empty = the scenario's. */
    default Optional<Integer> batchSize() {
        return Optional.empty();
    }
}
