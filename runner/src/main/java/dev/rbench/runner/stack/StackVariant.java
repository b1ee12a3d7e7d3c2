package dev.rbench.runner.stack;

import dev.rbench.model.StackKind;
import dev.rbench.protocol.ServiceInfo;
import dev.rbench.protocol.ServiceProperty;
import dev.rbench.runner.backend.MongoAccess;
import dev.rbench.runner.backend.MongoBackend;
import dev.rbench.runner.backend.PostgresDriver;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A stack reaching its database a particular way, named {@code stack[:way][+batch=N]}: {@code reactive:driver}
 * is one of the study's six MongoDB ways ({blocking, reactive} × {driver, template, repository});
 * {@code reactive+batch=1000} reads findAll and queries in cursor batches of 1000 (study 003's fix);
 * {@code reactive:jdbc} is WebFlux reading PostgreSQL with JDBC on boundedElastic threads instead of
 * R2DBC (study 004's third variant). Everything else is the base stack's, the model's kind included;
 * what the name sets overrides the scenario's {@code mongo.*} or the service's default driver.
 */
final class StackVariant implements StackDefinition {

    private final StackDefinition base;
    private final MongoAccess access;
    private final PostgresDriver postgresDriver;
    private final Integer batchSize;

    /** @param access null = the scenario's; @param postgresDriver null = the base's; @param batchSize null = the scenario's */
    StackVariant(StackDefinition base, MongoAccess access, PostgresDriver postgresDriver, Integer batchSize) {
        this.base = base;
        this.access = access;
        this.postgresDriver = postgresDriver;
        this.batchSize = batchSize;
    }

    @Override
    public String name() {
        return base.name() + (access == null ? "" : ":" + access.id()) + (postgresDriver == null ? "" : ":" + postgresDriver.id())
                + (batchSize == null ? "" : "+batch=" + batchSize);
    }

    @Override
    public StackKind modelKind() {
        return base.modelKind();
    }

    @Override
    public String serviceModule() {
        return base.serviceModule();
    }

    @Override
    public List<String> serviceArgs(StackSettings scenario) {
        if (postgresDriver == null) {
            return base.serviceArgs(scenario);
        }
        List<String> args = new ArrayList<>(base.serviceArgs(scenario));
        args.add(ServiceProperty.arg(ServiceProperty.POSTGRES_DRIVER, postgresDriver.id()));
        return args;
    }

    @Override
    public List<String> verifyHandlerThreads(ServiceInfo before, ServiceInfo after) {
        return base.verifyHandlerThreads(before, after);
    }

    @Override
    public Optional<MongoAccess> access() {
        return Optional.ofNullable(access);
    }

    @Override
    public Optional<Integer> batchSize() {
        return Optional.ofNullable(batchSize);
    }

    @Override
    public Optional<PostgresDriver> postgresDriver() {
        return postgresDriver == null ? base.postgresDriver() : Optional.of(postgresDriver);
    }

    @Override
    public Map<String, Object> config(StackSettings scenario) {
        Map<String, Object> m = new LinkedHashMap<>(base.config(scenario));
        // A PostgreSQL-only run has no MongoDB way to record (the runner records the PostgreSQL driver).
        scenario.backend().accessWays().ifPresent(mongo -> {
            m.put("access", access().orElse(mongo.access()).id());
            m.put("batchSize", batchSize().orElse(mongo.batchSize()));
        });
        return m;
    }

    @Override
    public List<String> verify(ServiceInfo info, StackSettings scenario) {
        List<String> problems = new ArrayList<>(base.verify(info, scenario));
        Optional<MongoBackend> ways = scenario.backend().accessWays();
        if (ways.isEmpty()) {
            return problems;
        }
        MongoBackend mongo = ways.get();
        String expected = access().orElse(mongo.access()).id();
        if (info.mongo() == null) {
            problems.add("service reports no MongoDB settings, expected access '" + expected + "'");
            return problems;
        }
        String running = info.mongo().access();
        if (!expected.equals(running)) {
            problems.add("service reaches MongoDB by '" + running + "', expected '" + expected + "'");
        }
        int expectedBatch = batchSize().orElse(mongo.batchSize());
        if (info.mongo().batchSize() != expectedBatch) {
            problems.add("service reads in batches of " + info.mongo().batchSize() + ", expected " + expectedBatch);
        }
        return problems;
    }
}
