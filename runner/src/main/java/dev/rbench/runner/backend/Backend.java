package dev.rbench.runner.backend;

import dev.rbench.model.StackKind;
import dev.rbench.runner.settings.Cases;
import dev.rbench.runner.settings.DefaultCase;
import dev.rbench.runner.settings.Validated;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What the scenario's route waits on — a closed set, the scenario's {@code backend:} block with one
 * case per kind: {@code none}, {@code mongo}, {@code postgres}, {@code mongo+postgres},
 * {@code cassandra}, {@code downstream}. Each record owns its keys, defaults and validation (its
 * {@code @Setting} components), the pool size the model must use, and how its session is started.
 * Code asks the type, never compares names.
 *
 * <p>Java requires the permitted records of a sealed interface outside a named module to share its
 * package, so the records live here beside their sessions; see runner/README.md, "Adding a database".
 */
@DefaultCase("none")
public sealed interface Backend extends Validated
        permits NoBackend, StoreBackend, RecordStoresBackend, CassandraBackend, DownstreamBackend {

    /** Starts it (or reaches it), seeded and ready for the services. */
    BackendSession start(BackendContext context) throws InterruptedException;

    /** N for the model: the connections a service may hold to it; empty where no pool bounds the wait. */
    OptionalInt modelPool();

    /** Where it is, for messages: "(embedded)" or its address, never a password. */
    String where();

    /** {@link #where()} of a backend rbench starts itself unless given an address: "(embedded)", or "at" the address. */
    static String where(boolean embedded, String address) {
        return embedded ? "(embedded)" : "at " + address;
    }

    /** The {@code backend:} key of this case, e.g. {@code mongo+postgres}. */
    default String id() {
        return Cases.keyOf(this);
    }

    /** Whether the route waits on something the runner provides (false only for {@link NoBackend}). */
    default boolean present() {
        return true;
    }

    /** Whether it is a database (reads counted), rather than a downstream service (calls counted). */
    default boolean isDatabase() {
        return present();
    }

    /** Bytes of the payload a CRUD route's request body carries: the seeded entities' size, where there are any. */
    default int entityBytes() {
        return mongoStore().map(MongoBackend::entityBytes).orElse(0);
    }

    /** x, the independent calls one request makes; more than one value makes the steps sweep x. */
    default List<Integer> calls() {
        return List.of(1);
    }

    /** Whether a stack of this kind makes a request's x calls in parallel. */
    default boolean parallelFor(StackKind kind) {
        return kind.callsInParallel(false);
    }

    /** The MongoDB settings the services read with, where the route reads MongoDB's own collections. */
    default Optional<MongoBackend> mongoStore() {
        return Optional.empty();
    }

    /** The PostgreSQL settings, where the services read PostgreSQL. */
    default Optional<PostgresBackend> postgresStore() {
        return Optional.empty();
    }

    /** Whether the route's database sits behind the latency proxy, which injects a scenario's faults into it. */
    default boolean behindProxy() {
        return mongoStore().map(MongoBackend::proxied).orElse(false) || postgresStore().map(PostgresBackend::proxied).orElse(false);
    }

    /** Whether it injects a scenario's faults itself (the downstream's own switch) rather than through the proxy. */
    default boolean faultsItself() {
        return false;
    }

    /** Whether its route makes {@code {calls}} reads a request (MongoDB's fan-out route). */
    default boolean fansOut() {
        return false;
    }

    /** The entities seeded for the CRUD routes; empty where it serves none (they are MongoDB's alone). */
    default OptionalInt crudEntities() {
        return OptionalInt.empty();
    }

    /**
     * MongoDB's settings where a stack may name its own access way or batch size ({@code reactive:driver},
     * {@code +batch=N}): on MongoDB alone, not beside PostgreSQL.
     */
    default Optional<MongoBackend> accessWays() {
        return Optional.empty();
    }

    /** The least connections its pool keeps open, where a pool flag sizes one that has such a floor. */
    default OptionalInt poolMinimum() {
        return OptionalInt.empty();
    }

    /** Why a scenario's {@code routes} cannot run on it; empty where they can. */
    default Optional<String> whyNoRoutes() {
        return Optional.empty();
    }

    /** What to change when the services' pool does not fill before the steps. */
    default String poolFillAdvice() {
        return "check the services' log";
    }
}
