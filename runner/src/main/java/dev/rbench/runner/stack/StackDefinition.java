package dev.rbench.runner.stack;

import dev.rbench.protocol.ServiceInfo;
import dev.rbench.runner.backend.PostgresDriver;
import dev.rbench.runner.backend.StoreOverrides;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One system under test: which service jar runs it, with what arguments, how its configuration is
 * recorded, and how to check from the service's own {@code /info} that the configuration took effect.
 * A new stack is a new implementation registered in {@link Stacks}.
 */
public interface StackDefinition extends ModelledStack, StoreOverrides {

    /** The service module under {@code services/} whose exec jar runs this stack. */
    String serviceModule();

    /** Spring properties for the service's command line, beyond port, port file and parent pid. */
    List<String> serviceArgs(StackSettings scenario);

    /** The stack's configuration as results.json records it ({@code runs[].config}). */
    Map<String, Object> config(StackSettings scenario);

    /**
     * The driver this stack's service reads PostgreSQL with, as its {@code /info} reports it:
     * {@code jdbc} or {@code r2dbc}; empty for a service that reads none.
     */
    default Optional<PostgresDriver> postgresDriver() {
        return Optional.empty();
    }

    /**
     * On a PostgreSQL scenario, whether {@code /info}'s {@code "postgres"} names {@link #postgresDriver()}.
     * Apart from {@link #verify} so that a variant's driver is checked once, not also against its base's.
     */
    default List<String> verifyPostgres(ServiceInfo info, StackSettings scenario) {
        if (scenario.backend().postgresStore().isEmpty() || postgresDriver().isEmpty()) {
            return List.of();
        }
        String running = info.postgres() == null ? "" : info.postgres().driver();
        String expected = postgresDriver().get().id();
        return expected.equals(running) ? List.of()
                : List.of("service reads PostgreSQL with '" + running + "', expected '" + expected + "'");
    }

    /** Problems found in the service's {@code /info} answer; empty when it runs as configured. */
    List<String> verify(ServiceInfo info, StackSettings scenario);

    /**
     * Problems in where the handlers ran while the runner probed the route, from the service's counts of its handlers'
     * threads in {@code /info} before and after the probe; empty where the stack has nothing to prove that way.
     */
    default List<String> verifyHandlerThreads(ServiceInfo before, ServiceInfo after) {
        return List.of();
    }
}
