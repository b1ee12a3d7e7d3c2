package dev.rbench.runner.scenario;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Every key a scenario file (or {@code --set key=value}) may hold, with how its text is read and
 * what is valid. One table, so YAML and flags accept exactly the same words.
 */
public enum ScenarioField {
    NAME("name", "a name of letters, digits, '.', '_' or '-'", Function.identity()),
    DESCRIPTION("description", "free text", Function.identity()),
    STACKS("stacks", "a list of stacks, e.g. [blocking, virtual, reactive]", ScenarioField::stringList),
    PATH("path", "a request path starting with '/', e.g. /delay/{delayMs}", Function.identity()),
    DELAY("delay", "a duration, e.g. 2000ms or 2s", Durations::parse),
    WORKLOAD("workload", "burst, closed, throttled, open or ramp-rate", WorkloadKind::parse),
    RAMP("ramp", "a duration, e.g. 1s", Durations::parse),
    DURATION("duration", "a duration, e.g. 10s", Durations::parse),
    USERS("users", "a list of user counts, e.g. [1, 10, 100]", ScenarioField::intList),
    RATES("rates", "a list of offered rates in requests a second, e.g. [100, 200, 400]", ScenarioField::doubleList),
    RATE_FROM("rateFrom", "the rate a ramp-rate step starts from, e.g. 0", ScenarioField::number),
    RATE_CAP("rateCap", "the throttle's cap in requests a second, e.g. 100", ScenarioField::number),
    ARRIVALS("arrivals", "fixed or poisson", ScenarioField::arrivals),
    SEED("seed", "a whole number seeding the Poisson schedule", ScenarioField::longNumber),
    MAX_CONNECTIONS("maxConnections", "the most connections an open step may open, e.g. 1000", ScenarioField::integer),
    SERVER_THREADS("serverThreads", "a whole number of threads, e.g. 200", ScenarioField::integer),
    EVENT_LOOPS("eventLoops", "a whole number of event loops; 0 = one per core", ScenarioField::integer),
    ACCEPT_BACKLOG("acceptBacklog", "connections the kernel may queue for each service's listening socket, e.g. 100; 0 = the kernel's maximum (net.core.somaxconn)", ScenarioField::integer),
    WARMUP_USERS("warmupUsers", "a whole number of users; 0 = no warm-up", ScenarioField::integer),
    WARMUP_DURATION("warmupDuration", "a duration, e.g. 5s", Durations::parse),
    WARMUP_BURST_MAX("warmupBurstMax", "the most fresh connections of the warm-up burst, e.g. 50; 0 = no burst", ScenarioField::integer),
    CONNECT_TIMEOUT("connectTimeout", "a duration, e.g. 10s", Durations::parse),
    REQUEST_TIMEOUT("requestTimeout", "a duration, e.g. 60s", Durations::parse),
    SERVICE_HEAP_MB("serviceHeapMb", "megabytes of heap for each service JVM, e.g. 1024", ScenarioField::integer),
    SERVICE_JVM_OPTIONS("serviceJvmOptions", "a list of JVM options for every service, e.g. [-XX:+UseZGC]", ScenarioField::stringList),
    PIN("pin", "CPUs for the service and the generator, e.g. service=0,generator=1 (empty = not pinned)", Function.identity()),
    PAUSE_BETWEEN_STEPS("pauseBetweenSteps", "a duration, e.g. 1s", Durations::parse),
    READY_TIMEOUT("readyTimeout", "a duration, e.g. 60s", Durations::parse),
    DATABASE("database", "none, mongo, postgres, mongo+postgres or cassandra", ScenarioField::lowerWord),
    MONGO_URI("mongo.uri", "a mongodb:// URI; empty = the embedded server", Function.identity()),
    MONGO_ACCESS("mongo.access", "driver, template or repository", ScenarioField::lowerWord),
    MONGO_POOL_SIZE("mongo.poolSize", "the driver's maxPoolSize, e.g. 100", ScenarioField::integer),
    MONGO_MIN_POOL_SIZE("mongo.minPoolSize", "the driver's minPoolSize, e.g. 0", ScenarioField::integer),
    MONGO_MAX_CONNECTING("mongo.maxConnecting", "connections the driver may open at once, e.g. 2", ScenarioField::integer),
    MONGO_BATCH_SIZE("mongo.batchSize", "the cursor batch size of findAll and queries; 0 = the driver's", ScenarioField::integer),
    MONGO_TIMEOUT("mongo.timeout", "a duration for every database call, e.g. 10s", Durations::parse),
    MONGO_DOCUMENT_BYTES("mongo.documentBytes", "bytes of the fetched document's payload, e.g. 1048576", ScenarioField::integer),
    MONGO_ENTITIES("mongo.entities", "documents seeded in the entities collection, e.g. 1000", ScenarioField::integer),
    MONGO_ENTITY_BYTES("mongo.entityBytes", "bytes of each entity's payload, e.g. 1024", ScenarioField::integer),
    POSTGRES_URL("postgres.url", "postgresql://[user:password@]host:port/db; empty = the embedded server", Function.identity()),
    POSTGRES_POOL_SIZE("postgres.poolSize", "connections each service's JDBC or R2DBC pool may hold, e.g. 100", ScenarioField::integer),
    POSTGRES_TIMEOUT("postgres.timeout", "a duration: pool wait, statement timeout and first row, e.g. 10s", Durations::parse),
    DB_LATENCY("db.latency", "one-way delay the proxy adds between services and database, e.g. 20ms", Durations::parse),
    DB_BANDWIDTH("db.bandwidth", "bytes a second per database connection, e.g. 10000000; 0 = not limited", ScenarioField::longNumber),
    CALLS("calls", "database calls per request, or a list to sweep, e.g. [1, 2, 5, 10]", ScenarioField::intList),
    ROUTES("routes", "routes each user count requests in turn: CRUD ids [get-one, find-all, create] or GET paths [/records?store=mongo&size=1kb&count=10]; empty = path", ScenarioField::stringList),
    CASSANDRA_CONTACT_POINT("cassandra.contactPoint", "a node's host:port; empty = the embedded Cassandra", Function.identity()),
    CASSANDRA_LOCAL_DATACENTER("cassandra.localDatacenter", "the datacenter the drivers route to, e.g. datacenter1", Function.identity()),
    CASSANDRA_ROWS("cassandra.rows", "rows seeded in rbench.items, e.g. 10000", ScenarioField::integer),
    CASSANDRA_ROW_BYTES("cassandra.rowBytes", "bytes of each row's payload, e.g. 100", ScenarioField::integer),
    CASSANDRA_TIMEOUT("cassandra.timeout", "the services' request timeout, e.g. 10s", Durations::parse),
    CASSANDRA_PAGE_SIZE("cassandra.pageSize", "rows per page of the full-table read, e.g. 5000", ScenarioField::integer),
    CASSANDRA_CONNECTIONS("cassandra.connections", "connections each service keeps to the node, e.g. 1", ScenarioField::integer),
    DOWNSTREAM("downstream", "none, embedded (the runner starts it) or an outside one's http://host:port", Function.identity()),
    DOWNSTREAM_POOL_SIZE("downstream.poolSize", "connections each service may hold to the downstream, e.g. 500", ScenarioField::integer),
    DOWNSTREAM_TIMEOUT("downstream.timeout", "a duration for every downstream call, e.g. 10s", Durations::parse),
    FANOUT("fanout", "stack (MVC in sequence, WebFlux in parallel) or parallel (virtual threads fork too)", ScenarioField::lowerWord);

    private final String key;
    private final String valid;
    private final Function<String, ?> parser;

    ScenarioField(String key, String valid, Function<String, ?> parser) {
        this.key = key;
        this.valid = valid;
        this.parser = parser;
    }

    public String key() {
        return key;
    }

    /** What a valid value looks like, for error messages. */
    public String valid() {
        return valid;
    }

    /** Reads a value from its text; lists are comma-separated, optionally in brackets. */
    public Object parse(String text) {
        try {
            return parser.apply(text.trim());
        } catch (IllegalArgumentException e) {
            String why = e instanceof NumberFormatException ? "'" + text.trim() + "' is not " + valid : e.getMessage();
            throw new IllegalArgumentException(key + ": " + why);
        }
    }

    public boolean isList() {
        return this == STACKS || this == USERS || this == RATES || this == SERVICE_JVM_OPTIONS || this == CALLS || this == ROUTES;
    }

    public static Optional<ScenarioField> byKey(String key) {
        return Arrays.stream(values()).filter(f -> f.key.equals(key)).findFirst();
    }

    public static List<String> keys() {
        return Arrays.stream(values()).map(ScenarioField::key).toList();
    }

    private static String lowerWord(String text) {
        return text.toLowerCase(java.util.Locale.ROOT);
    }

    private static Integer integer(String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new NumberFormatException(text);
        }
    }

    private static List<String> stringList(String text) {
        String inner = text.startsWith("[") && text.endsWith("]") ? text.substring(1, text.length() - 1) : text;
        return Arrays.stream(inner.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList();
    }

    private static Double number(String text) {
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new NumberFormatException(text);
        }
    }

    private static Long longNumber(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new NumberFormatException(text);
        }
    }

    private static dev.rbench.loadgen.Arrivals arrivals(String text) {
        return switch (text.toLowerCase(java.util.Locale.ROOT)) {
            case "fixed" -> dev.rbench.loadgen.Arrivals.FIXED;
            case "poisson" -> dev.rbench.loadgen.Arrivals.POISSON;
            default -> throw new IllegalArgumentException("'" + text + "' is not fixed or poisson");
        };
    }

    private static List<Double> doubleList(String text) {
        return stringList(text).stream().map(ScenarioField::number).toList();
    }

    private static List<Integer> intList(String text) {
        return stringList(text).stream().map(ScenarioField::integer).toList();
    }

}
