package dev.rbench.cli;

import dev.rbench.runner.RbenchHome;
import dev.rbench.runner.scenario.Durations;
import dev.rbench.runner.scenario.ScenarioBuilder;
import dev.rbench.runner.scenario.ScenarioException;
import dev.rbench.runner.scenario.ScenarioField;
import dev.rbench.runner.scenario.ScenarioYaml;
import dev.rbench.runner.scenario.Suggest;
import dev.rbench.runner.scenario.WorkloadKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import picocli.CommandLine.Option;

/**
 * Flags that override a scenario's values; each maps onto a {@link ScenarioField}, so a flag and a
 * YAML key are read by the same code. Flags win over the preset, in the quick form too.
 */
final class ScenarioOptions {

    @Option(names = "--quick", description = "Run the reduced form: few small steps, short delay, small thread pool.")
    boolean quick;

    @Option(names = "--stacks", split = ",", paramLabel = "STACK", description = "Stacks to run, e.g. blocking,reactive.")
    List<String> stacks;

    @Option(names = "--users", split = ",", paramLabel = "N", description = "User counts of the steps, e.g. 1,10,100.")
    List<Integer> users;

    @Option(names = "--delay", paramLabel = "DURATION", description = "Delay of the /delay route, e.g. 2000ms.")
    String delay;

    @Option(names = "--ramp", paramLabel = "DURATION", description = "Ramp over which a burst's users start, e.g. 1s.")
    String ramp;

    @Option(names = "--duration", paramLabel = "DURATION", description = "Length of a closed-loop step, e.g. 10s.")
    String duration;

    @Option(names = "--workload", paramLabel = "KIND", description = "burst or closed.")
    String workload;

    @Option(names = "--threads", paramLabel = "T", description = "Server threads of the blocking stack (Tomcat's maximum).")
    Integer serverThreads;

    @Option(names = "--event-loops", paramLabel = "N", description = "Event loops of the reactive stack (0 = one per core).")
    Integer eventLoops;

    @Option(names = "--pin", paramLabel = "PLACEMENT",
            description = "Put the service and the generator on different CPUs with taskset, e.g. service=0,generator=1.")
    String pin;

    @Option(names = "--mongo-uri", paramLabel = "URI",
            description = "A real MongoDB (or Atlas) for database scenarios instead of the embedded server;"
                    + " also read from the environment variable " + MONGO_URI_ENV + ". Shown and stored with its password hidden.")
    String mongoUri;

    @Option(names = "--pg-url", paramLabel = "URL",
            description = "A real PostgreSQL, postgresql://[user:password@]host:port/db, for database: postgres instead of"
                    + " the embedded server; also read from the environment variable " + POSTGRES_URL_ENV
                    + " (user and password also from RBENCH_POSTGRES_USER, RBENCH_POSTGRES_PASSWORD). Shown and stored with its password hidden.")
    String pgUrl;
    @Option(names = "--cassandra-contact-point", paramLabel = "HOST:PORT",
            description = "A real Cassandra node for database: cassandra scenarios instead of the embedded one; also read"
                    + " from the environment variable " + CASSANDRA_CONTACT_POINT_ENV + ". Credentials, if needed, only from"
                    + " RBENCH_CASSANDRA_USERNAME and RBENCH_CASSANDRA_PASSWORD.")
    String cassandraContactPoint;

    @Option(names = "--db-latency", paramLabel = "DURATION",
            description = "One-way delay a proxy adds between services and database, e.g. 20ms: a loopback database behaves like a remote one.")
    String dbLatency;

    @Option(names = "--pool", paramLabel = "N", description = "The services' database connection pool size (maxPoolSize; for PostgreSQL each service's JDBC or R2DBC pool).")
    Integer pool;

    @Option(names = "--access", paramLabel = "WAY", description = "How the services reach MongoDB: driver, template or repository.")
    String access;

    @Option(names = "--set", paramLabel = "KEY=VALUE", description = "Any scenario key, e.g. --set requestTimeout=30s.")
    Map<String, String> sets;

    static final String MONGO_URI_ENV = "RBENCH_MONGO_URI";
    static final String POSTGRES_URL_ENV = "RBENCH_POSTGRES_URL";
    static final String CASSANDRA_CONTACT_POINT_ENV = "RBENCH_CASSANDRA_CONTACT_POINT";

    /** Reads the preset or file and applies the environment, then the flags. */
    ScenarioBuilder resolve(String scenario, RbenchHome home) {
        ScenarioBuilder builder = ScenarioYaml.read(locate(scenario, home));
        applyEnvironment(builder, System.getenv());
        apply(builder);
        return builder.quick(quick);
    }

    /** Credentials travel in the environment, so a URI set there wins over the file (a flag wins over both). */
    static void applyEnvironment(ScenarioBuilder b, Map<String, String> env) {
        String uri = env.get(MONGO_URI_ENV);
        if (uri != null && !uri.isBlank()) {
            b.override(ScenarioField.MONGO_URI, uri.trim());
        }
        String pg = env.get(POSTGRES_URL_ENV);
        if (pg != null && !pg.isBlank()) {
            b.override(ScenarioField.POSTGRES_URL, pg.trim());
        }
        String contactPoint = env.get(CASSANDRA_CONTACT_POINT_ENV);
        if (contactPoint != null && !contactPoint.isBlank()) {
            b.override(ScenarioField.CASSANDRA_CONTACT_POINT, contactPoint.trim());
        }
    }

    void apply(ScenarioBuilder b) {
        if (stacks != null) b.override(ScenarioField.STACKS, List.copyOf(stacks));
        if (users != null) b.override(ScenarioField.USERS, List.copyOf(users));
        if (delay != null) b.override(ScenarioField.DELAY, flag("--delay", () -> Durations.parse(delay)));
        if (ramp != null) b.override(ScenarioField.RAMP, flag("--ramp", () -> Durations.parse(ramp)));
        if (duration != null) b.override(ScenarioField.DURATION, flag("--duration", () -> Durations.parse(duration)));
        if (workload != null) b.override(ScenarioField.WORKLOAD, flag("--workload", () -> WorkloadKind.parse(workload)));
        if (serverThreads != null) b.override(ScenarioField.SERVER_THREADS, serverThreads);
        if (eventLoops != null) b.override(ScenarioField.EVENT_LOOPS, eventLoops);
        if (pin != null) b.override(ScenarioField.PIN, pin);
        if (mongoUri != null) b.override(ScenarioField.MONGO_URI, mongoUri.trim());
        if (cassandraContactPoint != null) b.override(ScenarioField.CASSANDRA_CONTACT_POINT, cassandraContactPoint.trim());
        if (dbLatency != null) b.override(ScenarioField.DB_LATENCY, flag("--db-latency", () -> Durations.parse(dbLatency)));
        if (pool != null) b.override(ScenarioField.MONGO_POOL_SIZE, pool);
        if (pool != null) b.override(ScenarioField.POSTGRES_POOL_SIZE, pool);
        if (pgUrl != null) b.override(ScenarioField.POSTGRES_URL, pgUrl.trim());
        if (access != null) b.override(ScenarioField.MONGO_ACCESS, access.toLowerCase(java.util.Locale.ROOT));
        if (sets != null) {
            sets.forEach((key, value) -> {
                ScenarioField field = ScenarioField.byKey(key).orElseThrow(() -> new ScenarioException(
                        "--set: unknown key '" + key + "'"
                                + Suggest.closest(key, ScenarioField.keys()).map(k -> "; did you mean '" + k + "'?").orElse("")
                                + "; valid keys: " + String.join(", ", ScenarioField.keys())));
                b.override(field, field.parse(value));
            });
        }
    }

    private static Object flag(String name, java.util.function.Supplier<Object> parse) {
        try {
            return parse.get();
        } catch (IllegalArgumentException e) {
            throw new ScenarioException(name + ": " + e.getMessage());
        }
    }

    /** A preset name (scenarios/NAME.yaml) or a path to a YAML file. */
    static Path locate(String scenario, RbenchHome home) {
        Path asFile = Path.of(scenario);
        if (scenario.endsWith(".yaml") || scenario.endsWith(".yml") || scenario.contains("/")) {
            if (!Files.isRegularFile(asFile)) {
                throw new ScenarioException("scenario file " + scenario + " does not exist");
            }
            return asFile;
        }
        Path preset = home.scenariosDir().resolve(scenario + ".yaml");
        if (Files.isRegularFile(preset)) {
            return preset;
        }
        List<String> names = presets(home);
        throw new ScenarioException("no scenario named '" + scenario + "'"
                + Suggest.closest(scenario, names).map(n -> "; did you mean '" + n + "'?").orElse("")
                + "; presets: " + String.join(", ", names) + " (or give a path to a .yaml file)");
    }

    static List<String> presets(RbenchHome home) {
        try (Stream<Path> files = Files.list(home.scenariosDir())) {
            return files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".yaml"))
                    .map(n -> n.substring(0, n.length() - ".yaml".length()))
                    .sorted().toList();
        } catch (IOException e) {
            return new ArrayList<>();
        }
    }
}
