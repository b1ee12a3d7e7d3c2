package dev.rbench.runner.backend;

import dev.rbench.infra.mongo.RedactedUri;
import dev.rbench.model.StackKind;
import dev.rbench.runner.settings.Case;
import dev.rbench.runner.settings.Checks;
import dev.rbench.runner.settings.Problems;
import dev.rbench.runner.settings.Setting;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * MongoDB: the embedded wire-protocol server (mongo-java-server, not mongod) unless {@code uri}
 * names a real one; how the services reach it; what is seeded; how far away it seems (the latency
 * proxy); and x, the reads one request of the fan-out route makes.
 */
@Case(value = "mongo", doc = "MongoDB: embedded mongo-java-server, or a real one by uri")
public record MongoBackend(
        @Setting(value = "", doc = "a mongodb:// URI; empty = the embedded server (also RBENCH_MONGO_URI, --mongo-uri)",
                secret = true, flag = "--mongo-uri", env = "RBENCH_MONGO_URI") String uri,
        @Setting(value = "template", doc = "driver, template or repository", flag = "--access") MongoAccess access,
        @Setting(value = "100", doc = "the driver's maxPoolSize, e.g. 100", min = 1, max = 10_000, flag = "--pool") int poolSize,
        @Setting(value = "0", doc = "the driver's minPoolSize, e.g. 0", min = 0, max = 10_000) int minPoolSize,
        @Setting(value = "2", doc = "connections the driver may open at once, e.g. 2", min = 1, max = 10_000) int maxConnecting,
        @Setting(value = "0", doc = "the cursor batch size of findAll and queries; 0 = the driver's", min = 0, max = 1_000_000)
        int batchSize,
        @Setting(value = "10s", doc = "a duration for every database call, e.g. 10s") Duration timeout,
        @Setting(value = "1048576", doc = "bytes of the fetched document's payload, e.g. 1048576", min = 1,
                max = 15 * 1024 * 1024) int documentBytes,
        @Setting(value = "1000", doc = "documents seeded in the entities collection, e.g. 1000", min = 0, max = 10_000_000)
        int entities,
        @Setting(value = "1024", doc = "bytes of each entity's payload, e.g. 1024", min = 1, max = 15 * 1024 * 1024)
        int entityBytes,
        @Setting(value = "0ms", doc = "one-way delay the proxy adds between services and database, e.g. 20ms", flag = "--db-latency")
        Duration latency,
        @Setting(value = "0", doc = "bytes a second per connection through the proxy; 0 = not limited", min = 0)
        long bandwidth,
        @Setting(value = "[1]", doc = "reads per request of the fan-out route, or a list to sweep, e.g. [1, 2, 5, 10]",
                min = 1, max = 100) List<Integer> calls,
        @Setting(value = "stack", doc = "stack (MVC in sequence, WebFlux in parallel) or parallel (virtual threads fork too)")
        Fanout fanout)
        implements StoreBackend {

    public MongoBackend {
        calls = List.copyOf(calls);
    }

    @Override
    public BackendSession start(BackendContext context) throws InterruptedException {
        return MongoSession.start(this, context);
    }

    @Override
    public String address() {
        return uri;
    }

    @Override
    public List<Integer> calls() {
        return calls;
    }

    /**
     * A platform thread can only wait on one call at a time (the study's "it must wait and complete
     * all the x calls sequentially"); virtual threads can fork, and do so when asked; WebFlux's
     * natural way is parallel.
     */
    @Override
    public boolean parallelFor(StackKind kind) {
        return kind.callsInParallel(fanout == Fanout.PARALLEL);
    }

    @Override
    public Optional<MongoBackend> mongoStore() {
        return Optional.of(this);
    }

    @Override
    public boolean fansOut() {
        return true;
    }

    @Override
    public OptionalInt crudEntities() {
        return OptionalInt.of(entities);
    }

    @Override
    public Optional<MongoBackend> accessWays() {
        return Optional.of(this);
    }

    @Override
    public OptionalInt poolMinimum() {
        return OptionalInt.of(minPoolSize);
    }

    @Override
    public String poolFillAdvice() {
        return "raise backend.mongo.maxConnecting or lower backend.mongo.minPoolSize";
    }

    @Override
    public void validate(Problems p) {
        p.check(uri.isBlank() || uri.startsWith("mongodb://") || uri.startsWith("mongodb+srv://"), "uri",
                "must start with mongodb:// or mongodb+srv:// (got '" + RedactedUri.redact(uri) + "')");
        p.check(minPoolSize <= poolSize, "minPoolSize", minPoolSize + " is above poolSize " + poolSize);
        Checks.positive(p, "timeout", timeout);
        Distance.validate(p, latency);
        p.check(!calls.isEmpty(), "calls", "give at least one value, e.g. [1]");
    }
}
