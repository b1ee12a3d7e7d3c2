package dev.rbench.runner.backend;

import dev.rbench.runner.settings.Case;
import dev.rbench.runner.settings.Problems;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Study 004's two record stores in one run: MongoDB and PostgreSQL seeded with the same records, so
 * a scenario's routes can read {@code /records?store=mongo…} and {@code /records?store=postgres…}
 * side by side. Each store keeps its own block.
 */
@Case(value = "mongo+postgres", doc = "both record stores, MongoDB and PostgreSQL, seeded with the same records")
public record RecordStoresBackend(MongoBackend mongo, PostgresBackend postgres) implements Backend {

    @Override
    public BackendSession start(BackendContext context) throws InterruptedException {
        return RecordStoresSession.start(this, context);
    }

    /** Both pools, validated equal. */
    @Override
    public OptionalInt modelPool() {
        return OptionalInt.of(mongo.poolSize());
    }

    @Override
    public String where() {
        return "MongoDB " + mongo.where() + ", PostgreSQL " + postgres.where();
    }

    @Override
    public Optional<MongoBackend> mongoStore() {
        return Optional.of(mongo);
    }

    @Override
    public Optional<PostgresBackend> postgresStore() {
        return Optional.of(postgres);
    }

    @Override
    public void validate(Problems p) {
        p.check(mongo.poolSize() == postgres.poolSize(), "postgres.poolSize", "with both stores give them the same pool,"
                + " N for the model (--pool sets both); got mongo " + mongo.poolSize() + " and postgres " + postgres.poolSize());
        p.check(mongo.calls().equals(java.util.List.of(1)), "mongo.calls", "the records routes make one read a request;"
                + " leave calls unset");
    }
}
