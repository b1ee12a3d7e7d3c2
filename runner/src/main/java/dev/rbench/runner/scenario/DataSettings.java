package dev.rbench.runner.scenario;

import dev.rbench.infra.mongo.RedactedUri;
import dev.rbench.model.StackKind;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a scenario says about the database behind the route: which one (or none), where (a URI, or
 * embedded when empty), how the services reach it (access way, pool, timeouts), what data is seeded,
 * how far away it seems (the latency proxy), and how many calls one request makes.
 *
 * @param database     {@code none}, {@code mongo}, {@code postgres}, {@code mongo+postgres} or {@code cassandra}
 * @param mongoUri     a real server's URI; empty = the embedded server. May carry credentials: it is
 *                     only ever shown through {@link #mongoUriRedacted}
 * @param calls        x, the independent database calls per request; more than one value makes the
 *                     steps sweep x (at each user count)
 * @param fanout       {@code stack} (each stack's natural way: MVC in sequence, WebFlux in parallel)
 *                     or {@code parallel} (virtual threads fork as well)
 * @param dbBandwidth  bytes a second per connection through the proxy; 0 = not limited
 * @param routes       routes the steps sweep, each a {@link CrudRoute} id or a GET path ({@link RouteStep});
 *                     empty = the scenario's path
 * @param downstream   {@code none}, {@code embedded} (the runner starts the downstream service) or
 *                     an outside one's {@code http://host:port}
 * @param postgresUrl  a real PostgreSQL's {@code postgresql://[user:password@]host:port/db}; empty = the
 *                     embedded server. Only ever shown through {@link #postgresUrlRedacted}
 * @param postgresPoolSize connections each service's pool (HikariCP or r2dbc-pool) may hold
 * @param postgresTimeout  the services' wait for a pooled connection, statement timeout and first row
 * @param cassandra    study 001's Cassandra settings, used with {@code database: cassandra}
 */
public record DataSettings(
        String database,
        String mongoUri,
        String access,
        int poolSize,
        int minPoolSize,
        int maxConnecting,
        int batchSize,
        Duration dbTimeout,
        int documentBytes,
        int entities,
        int entityBytes,
        Duration dbLatency,
        long dbBandwidth,
        List<Integer> calls,
        String fanout,
        List<String> routes,
        String downstream,
        int downstreamPoolSize,
        Duration downstreamTimeout,
        String postgresUrl,
        int postgresPoolSize,
        Duration postgresTimeout,
        CassandraData cassandra) {

    /** Both record stores at once, for study 004's streams: the records route names its store per request. */
    public static final String MONGO_AND_POSTGRES = "mongo+postgres";
    public static final List<String> DATABASES = List.of("none", "mongo", "postgres", MONGO_AND_POSTGRES, "cassandra");
    public static final List<String> ACCESS_WAYS = List.of("driver", "template", "repository");
    /**
     * {@code stack}: each stack's natural way; {@code parallel}: virtual threads fork too. There is no
     * "all sequential": WebFlux's natural way is parallel, and the model takes it as such.
     */
    public static final List<String> FANOUTS = List.of("stack", "parallel");

    public DataSettings {
        calls = List.copyOf(calls);
        routes = List.copyOf(routes);
    }

    /** The routes the steps sweep; empty when every step requests the scenario's path. */
    public List<RouteStep> routeSteps() {
        return routes.stream().map(id -> RouteStep.parse(id).orElseThrow()).toList();
    }

    /** The routes that parse, skipping invalid entries (which validation reports): safe before validation. */
    private java.util.stream.Stream<RouteStep> validRouteSteps() {
        return routes.stream().flatMap(r -> RouteStep.parse(r).stream());
    }

    /** Whether a route is one of the entities collection's CRUD routes, which need MongoDB. */
    public boolean hasCrudRoutes() {
        return validRouteSteps().anyMatch(RouteStep::isCrud);
    }

    public boolean usesDatabase() {
        return !"none".equals(database);
    }

    public boolean usesMongo() {
        return "mongo".equals(database);
    }

    public boolean usesCassandra() {
        return "cassandra".equals(database);
    }

    public boolean usesDownstream() {
        return !"none".equals(downstream);
    }

    public boolean embeddedDownstream() {
        return "embedded".equals(downstream);
    }

    /** Whether the route waits on something the runner provides: a database or a downstream service. */
    public boolean usesBackend() {
        return usesDatabase() || usesDownstream();
    }

    /** N, the connections the services may hold to what they wait on. */
    public int backendPoolSize() {
        if (usesDownstream()) {
            return downstreamPoolSize;
        }
        if (usesCassandra()) {
            return cassandra.connections();
        }
        return usesPostgres() ? postgresPoolSize : poolSize;
    }

    public boolean usesPostgres() {
        return "postgres".equals(database) || MONGO_AND_POSTGRES.equals(database);
    }

    /** Whether the runner starts PostgreSQL itself (no {@code postgres.url}). */
    public boolean postgresEmbedded() {
        return postgresUrl.isBlank();
    }

    /** The URL with any password replaced, for anything shown or stored. */
    public String postgresUrlRedacted() {
        return postgresEmbedded() ? "" : RedactedUri.redact(postgresUrl);
    }

    /** Whether the runner starts the database itself (no URI or contact point given). */
    public boolean embedded() {
        return usesCassandra() ? cassandra.embedded() : mongoUri.isBlank();
    }

    /** Where the database is, for messages: "(embedded)" or its address, never a password. */
    public String where() {
        if (embedded()) {
            return "(embedded)";
        }
        return "at " + (usesCassandra() ? cassandra.contactPoint() : mongoUriRedacted());
    }

    /** Whether the latency proxy sits between the services and the database. */
    public boolean proxied() {
        return !dbLatency.isZero() || dbBandwidth > 0;
    }

    /** The URI with any password replaced, for anything shown or stored. */
    public String mongoUriRedacted() {
        return embedded() ? "" : RedactedUri.redact(mongoUri);
    }

    /**
     * Whether a stack makes a request's x calls in parallel. A platform thread can only wait on one
     * call at a time (the study's "it must wait and complete all the x calls sequentially"); virtual
     * threads can fork, and do so when asked; WebFlux's natural way is parallel.
     */
    public boolean parallelFor(StackKind kind) {
        return switch (fanout) {
            case "parallel" -> kind != StackKind.BLOCKING;
            default -> kind == StackKind.REACTIVE;
        };
    }

    List<String> validate() {
        List<String> p = new java.util.ArrayList<>();
        if (!DATABASES.contains(database)) {
            p.add("database: '" + database + "' is not one of " + DATABASES);
        }
        if (!ACCESS_WAYS.contains(access)) {
            p.add("mongo.access: '" + access + "' is not one of " + ACCESS_WAYS);
        }
        if (!FANOUTS.contains(fanout)) {
            p.add("fanout: '" + fanout + "' is not one of " + FANOUTS);
        }
        if (!mongoUri.isBlank() && !(mongoUri.startsWith("mongodb://") || mongoUri.startsWith("mongodb+srv://"))) {
            p.add("mongo.uri: must start with mongodb:// or mongodb+srv:// (got '" + RedactedUri.redact(mongoUri) + "')");
        }
        if (!downstream.equals("none") && !downstream.equals("embedded") && !downstream.matches("http://[^/\\s]+:\\d+/?")) {
            p.add("downstream: '" + downstream + "' is not none, embedded or http://host:port");
        }
        if (usesDownstream() && usesDatabase()) {
            p.add("downstream: a scenario's route waits on a database or a downstream service, not both");
        }
        if (!postgresUrl.isBlank() && !postgresUrl.matches("(jdbc:)?postgres(ql)?://[^/\\s?#]+(/[^/\\s?#]*)?")) {
            p.add("postgres.url: must be postgresql://[user:password@]host[:port][/database] with no options (got '"
                    + RedactedUri.redact(postgresUrl) + "')");
        }
        range(p, "postgres.poolSize", postgresPoolSize, 1, 10_000);
        if (postgresTimeout.isZero() || postgresTimeout.isNegative()) {
            p.add("postgres.timeout: must be positive, e.g. 10s");
        }
        if ("postgres".equals(database) && hasCrudRoutes()) {
            p.add("routes: the CRUD routes are MongoDB's; set database: mongo");
        }
        if (MONGO_AND_POSTGRES.equals(database) && poolSize != postgresPoolSize) {
            p.add("mongo.poolSize and postgres.poolSize: with both stores give them the same pool, N for the model"
                    + " (--pool sets both); got " + poolSize + " and " + postgresPoolSize);
        }
        cassandra.validate(p);
        if (usesCassandra()) {
            if (proxied()) {
                p.add("db.latency: the latency proxy is for MongoDB; the Cassandra driver connects to the node's own"
                        + " address, past a proxy (use a remote node with cassandra.contactPoint)");
            }
            if (!routes.isEmpty() || calls.size() > 1 || calls.getFirst() != 1) {
                p.add("calls, routes: the Cassandra route is one full-table read per request; leave them unset");
            }
        }
        range(p, "downstream.poolSize", downstreamPoolSize, 1, 100_000);
        if (downstreamTimeout.isZero() || downstreamTimeout.isNegative()) {
            p.add("downstream.timeout: must be positive, e.g. 10s");
        }
        range(p, "mongo.poolSize", poolSize, 1, 10_000);
        range(p, "mongo.minPoolSize", minPoolSize, 0, poolSize);
        range(p, "mongo.maxConnecting", maxConnecting, 1, 10_000);
        range(p, "mongo.batchSize", batchSize, 0, 1_000_000);
        range(p, "mongo.documentBytes", documentBytes, 1, 15 * 1024 * 1024);
        range(p, "mongo.entities", entities, 0, 10_000_000);
        range(p, "mongo.entityBytes", entityBytes, 1, 15 * 1024 * 1024);
        if (dbTimeout.isZero() || dbTimeout.isNegative()) {
            p.add("mongo.timeout: must be positive, e.g. 10s");
        }
        if (dbLatency.isNegative() || dbLatency.compareTo(Duration.ofSeconds(30)) > 0) {
            p.add("db.latency: " + Durations.format(dbLatency) + " is outside 0ms..30s");
        }
        if (dbBandwidth < 0) {
            p.add("db.bandwidth: must not be negative (0 = not limited)");
        }
        if (calls.isEmpty()) {
            p.add("calls: give at least one value, e.g. [1]");
        }
        for (int x : calls) {
            range(p, "calls", x, 1, 100);
        }
        for (String r : routes) {
            if (RouteStep.parse(r).isEmpty()) {
                p.add("routes: unknown route '" + r + "'; give a GET path starting with / (no spaces) or one of "
                        + CrudRoute.ids());
            }
        }
        if (routes.stream().distinct().count() != routes.size()) {
            p.add("routes: a route is listed twice");
        }
        if (!routes.isEmpty() && calls.size() > 1) {
            p.add("routes: a scenario sweeps one thing at a time; give routes or several calls, not both");
        }
        int needed = validRouteSteps().mapToInt(RouteStep::entitiesNeeded).max().orElse(0);
        if (entities < needed) {
            p.add("mongo.entities: the routes touch seeded entities up to e" + needed + "; seed at least " + needed);
        }
        return p;
    }

    static void range(List<String> p, String key, long v, long min, long max) {
        if (v < min || v > max) {
            p.add(key + ": " + v + " is outside " + min + ".." + max);
        }
    }

    /** As results.json records it; never the URI's password. */
    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        if (usesDownstream()) {
            m.put("downstream", downstream);
            m.put("downstream.poolSize", downstreamPoolSize);
            m.put("downstream.timeout", Durations.format(downstreamTimeout));
            return m;
        }
        m.put("database", database);
        if (usesCassandra()) {
            m.putAll(cassandra.toMap());
            return m;
        }
        m.put("mongo.uri", mongoUriRedacted());
        m.put("mongo.access", access);
        m.put("mongo.poolSize", poolSize);
        m.put("mongo.minPoolSize", minPoolSize);
        m.put("mongo.maxConnecting", maxConnecting);
        m.put("mongo.batchSize", batchSize);
        m.put("mongo.timeout", Durations.format(dbTimeout));
        m.put("mongo.documentBytes", documentBytes);
        m.put("mongo.entities", entities);
        m.put("mongo.entityBytes", entityBytes);
        m.put("db.latency", Durations.format(dbLatency));
        m.put("db.bandwidth", dbBandwidth);
        m.put("calls", calls);
        m.put("fanout", fanout);
        m.put("routes", routes);
        m.put("postgres.url", postgresUrlRedacted());
        m.put("postgres.poolSize", postgresPoolSize);
        m.put("postgres.timeout", Durations.format(postgresTimeout));
        return m;
    }
}
