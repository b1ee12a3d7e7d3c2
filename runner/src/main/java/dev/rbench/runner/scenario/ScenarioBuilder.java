package dev.rbench.runner.scenario;

import dev.rbench.runner.stack.Stacks;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The one way to make a {@link Scenario}. Values are kept per {@link ScenarioField}; unset stays
 * absent until {@link #build()}, which fills defaults from {@link Defaults} and validates
 * everything, reporting every problem at once.
 *
 * <p>With {@code quick}, the base values are first reduced by {@link QuickForm}, then the quick
 * layer (a preset's {@code quick:} block, and flags) is applied on top: what a person set
 * explicitly for the quick form always wins.
 */
public final class ScenarioBuilder {

    private final Map<ScenarioField, Object> values = new EnumMap<>(ScenarioField.class);
    private final Map<ScenarioField, Object> quickLayer = new EnumMap<>(ScenarioField.class);
    private boolean quick;

    public ScenarioBuilder set(ScenarioField field, Object value) {
        values.put(field, value);
        return this;
    }

    /** Sets a value that applies in the quick form only (a preset's {@code quick:} block). */
    public ScenarioBuilder setQuick(ScenarioField field, Object value) {
        quickLayer.put(field, value);
        return this;
    }

    /** Sets a value that wins in both forms (a command-line flag). */
    public ScenarioBuilder override(ScenarioField field, Object value) {
        values.put(field, value);
        quickLayer.put(field, value);
        return this;
    }

    public ScenarioBuilder quick(boolean v) {
        quick = v;
        return this;
    }

    public ScenarioBuilder name(String v) { return set(ScenarioField.NAME, v); }
    public ScenarioBuilder stacks(List<String> v) { return set(ScenarioField.STACKS, List.copyOf(v)); }
    public ScenarioBuilder delay(Duration v) { return set(ScenarioField.DELAY, v); }
    public ScenarioBuilder workload(WorkloadKind v) { return set(ScenarioField.WORKLOAD, v); }
    public ScenarioBuilder ramp(Duration v) { return set(ScenarioField.RAMP, v); }
    public ScenarioBuilder duration(Duration v) { return set(ScenarioField.DURATION, v); }
    public ScenarioBuilder users(List<Integer> v) { return set(ScenarioField.USERS, List.copyOf(v)); }
    public ScenarioBuilder serverThreads(int v) { return set(ScenarioField.SERVER_THREADS, v); }
    public ScenarioBuilder eventLoops(int v) { return set(ScenarioField.EVENT_LOOPS, v); }
    public ScenarioBuilder acceptBacklog(int v) { return set(ScenarioField.ACCEPT_BACKLOG, v); }
    public ScenarioBuilder warmupUsers(int v) { return set(ScenarioField.WARMUP_USERS, v); }
    public ScenarioBuilder warmupDuration(Duration v) { return set(ScenarioField.WARMUP_DURATION, v); }
    public ScenarioBuilder requestTimeout(Duration v) { return set(ScenarioField.REQUEST_TIMEOUT, v); }
    public ScenarioBuilder serviceHeapMb(int v) { return set(ScenarioField.SERVICE_HEAP_MB, v); }
    public ScenarioBuilder pauseBetweenSteps(Duration v) { return set(ScenarioField.PAUSE_BETWEEN_STEPS, v); }

    public Scenario build() {
        Scenario s = resolve(values, false);
        if (quick) {
            Map<ScenarioField, Object> reduced = fieldsOf(QuickForm.reduce(s));
            reduced.putAll(quickLayer);
            s = resolve(reduced, true);
        }
        List<String> problems = validate(s);
        if (!problems.isEmpty()) {
            throw new ScenarioException(problems);
        }
        return s;
    }

    private static Scenario resolve(Map<ScenarioField, Object> v, boolean quick) {
        return new Scenario(
                get(v, ScenarioField.NAME, "custom"),
                get(v, ScenarioField.DESCRIPTION, ""),
                get(v, ScenarioField.STACKS, Defaults.STACKS),
                get(v, ScenarioField.PATH, Defaults.PATH),
                get(v, ScenarioField.DELAY, Defaults.DELAY),
                get(v, ScenarioField.WORKLOAD, Defaults.WORKLOAD),
                get(v, ScenarioField.RAMP, Defaults.RAMP),
                get(v, ScenarioField.DURATION, Defaults.DURATION),
                get(v, ScenarioField.USERS, Defaults.USERS),
                get(v, ScenarioField.RATES, Defaults.RATES),
                get(v, ScenarioField.RATE_FROM, Defaults.RATE_FROM),
                get(v, ScenarioField.RATE_CAP, Defaults.RATE_CAP),
                get(v, ScenarioField.ARRIVALS, Defaults.ARRIVALS),
                get(v, ScenarioField.SEED, Defaults.SEED),
                get(v, ScenarioField.MAX_CONNECTIONS, Defaults.MAX_CONNECTIONS),
                get(v, ScenarioField.SERVER_THREADS, Defaults.SERVER_THREADS),
                get(v, ScenarioField.EVENT_LOOPS, Defaults.EVENT_LOOPS),
                get(v, ScenarioField.ACCEPT_BACKLOG, Defaults.ACCEPT_BACKLOG),
                get(v, ScenarioField.WARMUP_USERS, Defaults.WARMUP_USERS),
                get(v, ScenarioField.WARMUP_DURATION, Defaults.WARMUP_DURATION),
                get(v, ScenarioField.WARMUP_BURST_MAX, Defaults.WARMUP_BURST_MAX),
                get(v, ScenarioField.CONNECT_TIMEOUT, Defaults.CONNECT_TIMEOUT),
                get(v, ScenarioField.REQUEST_TIMEOUT, Defaults.REQUEST_TIMEOUT),
                get(v, ScenarioField.SERVICE_HEAP_MB, Defaults.SERVICE_HEAP_MB),
                get(v, ScenarioField.SERVICE_JVM_OPTIONS, Defaults.SERVICE_JVM_OPTIONS),
                get(v, ScenarioField.PIN, Defaults.PIN),
                get(v, ScenarioField.PAUSE_BETWEEN_STEPS, Defaults.PAUSE_BETWEEN_STEPS),
                get(v, ScenarioField.READY_TIMEOUT, Defaults.READY_TIMEOUT),
                new DataSettings(
                        get(v, ScenarioField.DATABASE, Defaults.DATABASE),
                        get(v, ScenarioField.MONGO_URI, Defaults.MONGO_URI),
                        get(v, ScenarioField.MONGO_ACCESS, Defaults.MONGO_ACCESS),
                        get(v, ScenarioField.MONGO_POOL_SIZE, Defaults.MONGO_POOL_SIZE),
                        get(v, ScenarioField.MONGO_MIN_POOL_SIZE, Defaults.MONGO_MIN_POOL_SIZE),
                        get(v, ScenarioField.MONGO_MAX_CONNECTING, Defaults.MONGO_MAX_CONNECTING),
                        get(v, ScenarioField.MONGO_BATCH_SIZE, Defaults.MONGO_BATCH_SIZE),
                        get(v, ScenarioField.MONGO_TIMEOUT, Defaults.MONGO_TIMEOUT),
                        get(v, ScenarioField.MONGO_DOCUMENT_BYTES, Defaults.MONGO_DOCUMENT_BYTES),
                        get(v, ScenarioField.MONGO_ENTITIES, Defaults.MONGO_ENTITIES),
                        get(v, ScenarioField.MONGO_ENTITY_BYTES, Defaults.MONGO_ENTITY_BYTES),
                        get(v, ScenarioField.DB_LATENCY, Defaults.DB_LATENCY),
                        get(v, ScenarioField.DB_BANDWIDTH, Defaults.DB_BANDWIDTH),
                        get(v, ScenarioField.CALLS, Defaults.CALLS),
                        get(v, ScenarioField.FANOUT, Defaults.FANOUT),
                        get(v, ScenarioField.ROUTES, Defaults.ROUTES),
                        get(v, ScenarioField.DOWNSTREAM, Defaults.DOWNSTREAM),
                        get(v, ScenarioField.DOWNSTREAM_POOL_SIZE, Defaults.DOWNSTREAM_POOL_SIZE),
                        get(v, ScenarioField.DOWNSTREAM_TIMEOUT, Defaults.DOWNSTREAM_TIMEOUT),
                        get(v, ScenarioField.POSTGRES_URL, Defaults.POSTGRES_URL),
                        get(v, ScenarioField.POSTGRES_POOL_SIZE, Defaults.POSTGRES_POOL_SIZE),
                        get(v, ScenarioField.POSTGRES_TIMEOUT, Defaults.POSTGRES_TIMEOUT),
                        new CassandraData(
                                get(v, ScenarioField.CASSANDRA_CONTACT_POINT, Defaults.CASSANDRA_CONTACT_POINT),
                                get(v, ScenarioField.CASSANDRA_LOCAL_DATACENTER, Defaults.CASSANDRA_LOCAL_DATACENTER),
                                get(v, ScenarioField.CASSANDRA_ROWS, Defaults.CASSANDRA_ROWS),
                                get(v, ScenarioField.CASSANDRA_ROW_BYTES, Defaults.CASSANDRA_ROW_BYTES),
                                get(v, ScenarioField.CASSANDRA_TIMEOUT, Defaults.CASSANDRA_TIMEOUT),
                                get(v, ScenarioField.CASSANDRA_PAGE_SIZE, Defaults.CASSANDRA_PAGE_SIZE),
                                get(v, ScenarioField.CASSANDRA_CONNECTIONS, Defaults.CASSANDRA_CONNECTIONS))),
                quick);
    }

    @SuppressWarnings("unchecked")
    private static <T> T get(Map<ScenarioField, Object> v, ScenarioField field, T fallback) {
        Object value = v.get(field);
        if (value == null) {
            return fallback;
        }
        if (!fallback.getClass().isInstance(value) && !(fallback instanceof List && value instanceof List)
                && !(fallback instanceof Enum<?> && fallback.getClass().getDeclaringClass().isInstance(value))) {
            throw new ScenarioException(field.key() + ": expected " + field.valid());
        }
        return (T) value;
    }

    private static Map<ScenarioField, Object> fieldsOf(Scenario s) {
        Map<ScenarioField, Object> m = new EnumMap<>(ScenarioField.class);
        m.put(ScenarioField.NAME, s.name());
        m.put(ScenarioField.DESCRIPTION, s.description());
        m.put(ScenarioField.STACKS, s.stacks());
        m.put(ScenarioField.PATH, s.path());
        m.put(ScenarioField.DELAY, s.delay());
        m.put(ScenarioField.WORKLOAD, s.workload());
        m.put(ScenarioField.RAMP, s.ramp());
        m.put(ScenarioField.DURATION, s.duration());
        m.put(ScenarioField.USERS, s.users());
        m.put(ScenarioField.RATES, s.rates());
        m.put(ScenarioField.RATE_FROM, s.rateFrom());
        m.put(ScenarioField.RATE_CAP, s.rateCap());
        m.put(ScenarioField.ARRIVALS, s.arrivals());
        m.put(ScenarioField.SEED, s.seed());
        m.put(ScenarioField.MAX_CONNECTIONS, s.maxConnections());
        m.put(ScenarioField.SERVER_THREADS, s.serverThreads());
        m.put(ScenarioField.EVENT_LOOPS, s.eventLoops());
        m.put(ScenarioField.ACCEPT_BACKLOG, s.acceptBacklog());
        m.put(ScenarioField.WARMUP_USERS, s.warmupUsers());
        m.put(ScenarioField.WARMUP_DURATION, s.warmupDuration());
        m.put(ScenarioField.WARMUP_BURST_MAX, s.warmupBurstMax());
        m.put(ScenarioField.CONNECT_TIMEOUT, s.connectTimeout());
        m.put(ScenarioField.REQUEST_TIMEOUT, s.requestTimeout());
        m.put(ScenarioField.SERVICE_HEAP_MB, s.serviceHeapMb());
        m.put(ScenarioField.SERVICE_JVM_OPTIONS, s.serviceJvmOptions());
        m.put(ScenarioField.PIN, s.pin());
        m.put(ScenarioField.PAUSE_BETWEEN_STEPS, s.pauseBetweenSteps());
        m.put(ScenarioField.READY_TIMEOUT, s.readyTimeout());
        DataSettings d = s.data();
        m.put(ScenarioField.DATABASE, d.database());
        m.put(ScenarioField.MONGO_URI, d.mongoUri());
        m.put(ScenarioField.MONGO_ACCESS, d.access());
        m.put(ScenarioField.MONGO_POOL_SIZE, d.poolSize());
        m.put(ScenarioField.MONGO_MIN_POOL_SIZE, d.minPoolSize());
        m.put(ScenarioField.MONGO_MAX_CONNECTING, d.maxConnecting());
        m.put(ScenarioField.MONGO_BATCH_SIZE, d.batchSize());
        m.put(ScenarioField.MONGO_TIMEOUT, d.dbTimeout());
        m.put(ScenarioField.MONGO_DOCUMENT_BYTES, d.documentBytes());
        m.put(ScenarioField.MONGO_ENTITIES, d.entities());
        m.put(ScenarioField.MONGO_ENTITY_BYTES, d.entityBytes());
        m.put(ScenarioField.DB_LATENCY, d.dbLatency());
        m.put(ScenarioField.DB_BANDWIDTH, d.dbBandwidth());
        m.put(ScenarioField.CALLS, d.calls());
        m.put(ScenarioField.FANOUT, d.fanout());
        m.put(ScenarioField.ROUTES, d.routes());
        m.put(ScenarioField.DOWNSTREAM, d.downstream());
        m.put(ScenarioField.DOWNSTREAM_POOL_SIZE, d.downstreamPoolSize());
        m.put(ScenarioField.DOWNSTREAM_TIMEOUT, d.downstreamTimeout());
        m.put(ScenarioField.POSTGRES_URL, d.postgresUrl());
        m.put(ScenarioField.POSTGRES_POOL_SIZE, d.postgresPoolSize());
        m.put(ScenarioField.POSTGRES_TIMEOUT, d.postgresTimeout());
        CassandraData c = d.cassandra();
        m.put(ScenarioField.CASSANDRA_CONTACT_POINT, c.contactPoint());
        m.put(ScenarioField.CASSANDRA_LOCAL_DATACENTER, c.localDatacenter());
        m.put(ScenarioField.CASSANDRA_ROWS, c.rows());
        m.put(ScenarioField.CASSANDRA_ROW_BYTES, c.rowBytes());
        m.put(ScenarioField.CASSANDRA_TIMEOUT, c.timeout());
        m.put(ScenarioField.CASSANDRA_PAGE_SIZE, c.pageSize());
        m.put(ScenarioField.CASSANDRA_CONNECTIONS, c.connections());
        return m;
    }

    static List<String> validate(Scenario s) {
        List<String> p = new ArrayList<>();
        if (!s.name().matches("[A-Za-z0-9._-]{1,64}")) {
            p.add("name: '" + s.name() + "' must be 1-64 letters, digits, '.', '_' or '-' (it names the results folder)");
        }
        if (s.stacks().isEmpty()) {
            p.add("stacks: name at least one of " + Stacks.names());
        }
        for (String stack : s.stacks()) {
            Stacks.problem(stack, s.data()).ifPresent(problem -> p.add("stacks: " + problem));
        }
        if (s.stacks().stream().distinct().count() != s.stacks().size()) {
            p.add("stacks: a stack is listed twice");
        }
        if (!s.path().startsWith("/")) {
            p.add("path: '" + s.path() + "' must start with '/'");
        }
        long delayMs = s.delay().toMillis();
        if (delayMs < 0 || delayMs > 60_000) {
            p.add("delay: " + Durations.format(s.delay()) + " is outside 0ms..60s, the range the services accept");
        }
        if (s.users().isEmpty()) {
            p.add("users: give at least one step, e.g. [1, 10, 100]");
        }
        for (int u : s.users()) {
            if (u < 1 || u > 100_000) {
                p.add("users: " + u + " is outside 1..100000");
            }
        }
        if (s.ramp().isNegative()) {
            p.add("ramp: must not be negative");
        }
        if (s.workload() != WorkloadKind.BURST && !isPositive(s.duration())) {
            p.add("duration: a " + s.workload().id() + " step needs a positive duration, e.g. 10s");
        }
        if (s.workload().rateBased()) {
            if (s.rates().isEmpty()) {
                p.add("rates: an " + s.workload().id() + " workload needs at least one rate, e.g. [100, 200, 400]");
            }
            for (double r : s.rates()) {
                if (!(r > 0) || r > 1_000_000) {
                    p.add("rates: " + r + " is outside (0, 1000000] requests a second");
                }
            }
            if (s.rateFrom() < 0) {
                p.add("rateFrom: must not be negative");
            }
            if (s.maxConnections() < 1 || s.maxConnections() > 100_000) {
                p.add("maxConnections: " + s.maxConnections() + " is outside 1..100000");
            }
        }
        if (s.workload() == WorkloadKind.THROTTLED && !(s.rateCap() > 0)) {
            p.add("rateCap: a throttled workload needs a positive cap, e.g. 100");
        }
        if (s.serverThreads() < 1 || s.serverThreads() > 100_000) {
            p.add("serverThreads: " + s.serverThreads() + " is outside 1..100000");
        }
        if (s.eventLoops() < 0 || s.eventLoops() > 1024) {
            p.add("eventLoops: " + s.eventLoops() + " is outside 0..1024 (0 = one per core)");
        }
        if (s.acceptBacklog() < 0 || s.acceptBacklog() > 65_535) {
            p.add("acceptBacklog: " + s.acceptBacklog() + " is outside 0..65535 (0 = the kernel's maximum, net.core.somaxconn)");
        }
        if (s.warmupBurstMax() < 0 || s.warmupBurstMax() > 10_000) {
            p.add("warmupBurstMax: " + s.warmupBurstMax() + " is outside 0..10000 (0 = no warm-up burst)");
        }
        if (s.warmupUsers() < 0 || s.warmupUsers() > 10_000) {
            p.add("warmupUsers: " + s.warmupUsers() + " is outside 0..10000 (0 = no warm-up)");
        }
        for (var d : List.of(
                Map.entry("connectTimeout", s.connectTimeout()),
                Map.entry("requestTimeout", s.requestTimeout()),
                Map.entry("readyTimeout", s.readyTimeout()))) {
            if (!isPositive(d.getValue())) {
                p.add(d.getKey() + ": must be positive, e.g. 10s");
            }
        }
        if (s.pauseBetweenSteps().isNegative() || s.warmupDuration().isNegative()) {
            p.add("pauseBetweenSteps and warmupDuration must not be negative");
        }
        for (String option : s.serviceJvmOptions()) {
            if (!option.startsWith("-") || option.startsWith("-Xm") || option.equals("-jar")) {
                p.add("serviceJvmOptions: '" + option + "' is not allowed; give JVM options starting with '-'"
                        + " (the heap is set with serviceHeapMb)");
            }
        }
        try {
            s.placement();
        } catch (IllegalArgumentException e) {
            p.add(e.getMessage());
        }
        p.addAll(s.data().validate());
        if (s.sweepsCalls() && (s.workload().rateBased() ? s.rates().size() : s.users().size()) > 1) {
            p.add("calls: a scenario sweeps calls at one load; with several calls give one "
                    + (s.workload().rateBased() ? "rate" : "user count") + ", e.g. users: [50]");
        }
        if (s.sweepsRoutes() && s.workload().rateBased() && s.rates().size() > 1) {
            p.add("routes: routes are swept at one rate; give one rate, or several user counts with a user-based workload");
        }
        if (!s.data().usesDatabase() && (s.path().contains("{calls}") || s.data().calls().size() > 1)) {
            p.add("calls: only a database route makes calls; set database: mongo");
        }
        if (!s.data().usesDatabase() && s.data().hasCrudRoutes()) {
            p.add("routes: the CRUD routes need a database; set database: mongo");
        }
        if (s.serviceHeapMb() < 64 || s.serviceHeapMb() > 65_536) {
            p.add("serviceHeapMb: " + s.serviceHeapMb() + " is outside 64..65536");
        }
        return p;
    }

    private static boolean isPositive(Duration d) {
        return !d.isZero() && !d.isNegative();
    }
}
