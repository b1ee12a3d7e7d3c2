package dev.rbench.cli;

import dev.rbench.runner.RbenchHome;
import dev.rbench.runner.scenario.ScenarioBuilder;
import dev.rbench.runner.scenario.ScenarioException;
import dev.rbench.runner.scenario.ScenarioYaml;
import dev.rbench.runner.scenario.Suggest;
import dev.rbench.runner.settings.Node;
import dev.rbench.runner.settings.Origin;
import dev.rbench.runner.settings.SettingsTree;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import picocli.CommandLine.Option;

/**
 * Flags that override a scenario's values. Each sets a declared key of the same tree a YAML file
 * is read into, so a flag and a key are checked by the same code, and a problem names the flag.
 * Flags win over the preset, in the quick form too.
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

    @Option(names = "--duration", paramLabel = "DURATION", description = "Length of a step of a closed, throttled or open workload, e.g. 10s.")
    String duration;

    @Option(names = "--workload", paramLabel = "KIND", description = "burst, closed, throttled, open or ramp-rate (keeps the preset's values the new kind also has).")
    String workload;

    @Option(names = "--threads", paramLabel = "T", description = "Server threads of the blocking stack (Tomcat's maximum).")
    Integer serverThreads;

    @Option(names = "--event-loops", paramLabel = "N", description = "Event loops of the reactive stack (0 = one per core).")
    Integer eventLoops;

    @Option(names = "--pin", paramLabel = "PLACEMENT",
            description = "Put the service and the generator on different CPUs with taskset, e.g. service=0,generator=1.")
    String pin;

    @Option(names = "--mongo-uri", paramLabel = "URI",
            description = "A real MongoDB (or Atlas) for MongoDB scenarios instead of the embedded server;"
                    + " also read from the environment variable " + MONGO_URI_ENV + ". Shown and stored with its password hidden.")
    String mongoUri;

    @Option(names = "--pg-url", paramLabel = "URL",
            description = "A real PostgreSQL, postgresql://[user:password@]host:port/db, for PostgreSQL scenarios instead of"
                    + " the embedded server; also read from the environment variable " + POSTGRES_URL_ENV
                    + " (user and password also from RBENCH_POSTGRES_USER, RBENCH_POSTGRES_PASSWORD). Shown and stored with its password hidden.")
    String pgUrl;

    @Option(names = "--cassandra-contact-point", paramLabel = "HOST:PORT",
            description = "A real Cassandra node for Cassandra scenarios instead of the embedded one; also read"
                    + " from the environment variable " + CASSANDRA_CONTACT_POINT_ENV + ". Credentials, if needed, only from"
                    + " RBENCH_CASSANDRA_USERNAME and RBENCH_CASSANDRA_PASSWORD.")
    String cassandraContactPoint;

    @Option(names = "--db-latency", paramLabel = "DURATION",
            description = "One-way delay a proxy adds between services and database, e.g. 20ms: a loopback database behaves like a remote one.")
    String dbLatency;

    @Option(names = "--pool", paramLabel = "N", description = "The services' connection pool size: MongoDB's maxPoolSize,"
            + " each service's JDBC or R2DBC pool for PostgreSQL (both with both stores), the downstream client's pool.")
    Integer pool;

    @Option(names = "--access", paramLabel = "WAY", description = "How the services reach MongoDB: driver, template or repository.")
    String access;

    @Option(names = "--set", paramLabel = "KEY=VALUE", description = "Any scenario key by its path, e.g. --set requestTimeout=30s,"
            + " --set workload.closed.duration=5s, --set backend.mongo.poolSize=20 (the flat keys of earlier versions,"
            + " e.g. mongo.poolSize, still work). `rbench scenarios --keys` lists them.")
    Map<String, String> sets;

    static final String MONGO_URI_ENV = "RBENCH_MONGO_URI";
    static final String POSTGRES_URL_ENV = "RBENCH_POSTGRES_URL";
    static final String CASSANDRA_CONTACT_POINT_ENV = "RBENCH_CASSANDRA_CONTACT_POINT";

    /** The workload keys of the flat form, set in whichever workload the scenario has. */
    private static final Set<String> WORKLOAD_KEYS =
            Set.of("users", "ramp", "duration", "rates", "rateFrom", "rateCap", "arrivals", "seed", "maxConnections");

    /** Reads the preset or file and applies the environment, then the flags. */
    ScenarioBuilder resolve(String scenario, RbenchHome home) {
        ScenarioBuilder builder = ScenarioYaml.read(locate(scenario, home));
        builder.warnings().forEach(w -> System.err.println("rbench: " + w));
        applyEnvironment(builder, System.getenv());
        apply(builder);
        return builder.quick(quick);
    }

    /**
     * Credentials travel in the environment, so a URI set there wins over the file (a flag wins over
     * both); each applies only where the scenario's backend has that database.
     */
    static void applyEnvironment(ScenarioBuilder b, Map<String, String> env) {
        envValue(env, MONGO_URI_ENV).ifPresent(uri -> b.setInBackend("mongo", "uri", leaf(uri, "$" + MONGO_URI_ENV)));
        envValue(env, POSTGRES_URL_ENV).ifPresent(url -> b.setInBackend("postgres", "url", leaf(url, "$" + POSTGRES_URL_ENV)));
        envValue(env, CASSANDRA_CONTACT_POINT_ENV).ifPresent(cp ->
                b.setInBackend("cassandra", "contactPoint", leaf(cp, "$" + CASSANDRA_CONTACT_POINT_ENV)));
    }

    private static java.util.Optional<String> envValue(Map<String, String> env, String name) {
        String v = env.get(name);
        return v == null || v.isBlank() ? java.util.Optional.empty() : java.util.Optional.of(v.trim());
    }

    void apply(ScenarioBuilder b) {
        if (workload != null) b.switchCase("workload", workload.trim().toLowerCase(java.util.Locale.ROOT), Origin.flag("--workload"));
        if (stacks != null) b.set("stacks", Node.Leaf.list(stacks, Origin.flag("--stacks")));
        if (users != null) b.setInCase("workload", "users", Node.Leaf.list(users.stream().map(String::valueOf).toList(), Origin.flag("--users")));
        if (delay != null) b.set("delay", leaf(delay, "--delay"));
        if (ramp != null) b.setInCase("workload", "ramp", leaf(ramp, "--ramp"));
        if (duration != null) b.setInCase("workload", "duration", leaf(duration, "--duration"));
        if (serverThreads != null) b.set("serverThreads", leaf(serverThreads.toString(), "--threads"));
        if (eventLoops != null) b.set("eventLoops", leaf(eventLoops.toString(), "--event-loops"));
        if (pin != null) b.set("pin", leaf(pin, "--pin"));
        if (mongoUri != null) inBackend(b, "mongo", "uri", mongoUri, "--mongo-uri");
        if (pgUrl != null) inBackend(b, "postgres", "url", pgUrl, "--pg-url");
        if (cassandraContactPoint != null) inBackend(b, "cassandra", "contactPoint", cassandraContactPoint, "--cassandra-contact-point");
        if (dbLatency != null) inBackend(b, "any", "latency", dbLatency, "--db-latency");
        if (pool != null) inBackend(b, "any", "poolSize", pool.toString(), "--pool");
        if (access != null) inBackend(b, "mongo", "access", access, "--access");
        if (sets != null) {
            sets.forEach((key, value) -> set(b, key.trim(), value));
        }
    }

    private static void inBackend(ScenarioBuilder b, String store, String key, String value, String flag) {
        if (!b.setInBackend(store, key, leaf(value, flag))) {
            throw new ScenarioException(flag + ": the scenario's backend is " + b.chosenCase("backend")
                    + (store.equals("any") ? "" : ", which has no " + store));
        }
    }

    private static Node.Leaf leaf(String text, String flag) {
        Origin origin = Origin.flag(flag);
        String t = text.trim();
        return t.startsWith("[") ? Node.Leaf.list(dev.rbench.runner.settings.Values.splitList(t), origin)
                : Node.Leaf.scalar(t, origin);
    }

    /** {@code --set path=value}: a key's path in the nested form, or a flat key of earlier versions. */
    static void set(ScenarioBuilder b, String key, String value) {
        Node.Leaf v = leaf(value, "--set " + key);
        List<String> paths = ScenarioBuilder.keys().stream().map(SettingsTree.KeyDoc::path).toList();
        if (paths.contains(key)) {
            String[] parts = key.split("\\.");
            if (parts.length > 2 && (parts[0].equals("workload") || parts[0].equals("backend"))
                    && !parts[1].equals(b.chosenCase(parts[0]))) {
                throw new ScenarioException("--set " + key + ": the scenario's " + parts[0] + " is " + b.chosenCase(parts[0])
                        + (parts[0].equals("workload") ? "; switch it with --workload " + parts[1] : ""));
            }
            b.set(key, v);
            return;
        }
        int dot = key.indexOf('.');
        String head = dot < 0 ? key : key.substring(0, dot);
        String tail = dot < 0 ? key : key.substring(dot + 1);
        boolean done = switch (head) {
            case "workload" -> {
                b.switchCase("workload", value.trim(), v.origin());
                yield true;
            }
            case "database" -> {
                b.switchCase("backend", value.trim(), v.origin());
                yield true;
            }
            case "mongo", "calls", "fanout" -> b.setInBackend("mongo", tail, v);
            case "postgres" -> b.setInBackend("postgres", tail, v);
            case "cassandra" -> b.setInBackend("cassandra", tail, v);
            case "db" -> b.setInBackend("any", tail, v);
            case "downstream" -> dot < 0 ? setDownstreamUrl(b, v) : b.setInBackend("downstream", tail, v);
            default -> {
                if (WORKLOAD_KEYS.contains(key)) {
                    b.setInCase("workload", key, v);
                    yield true;
                }
                throw new ScenarioException("--set: unknown key '" + key + "'"
                        + Suggest.closest(key, paths).map(k -> "; did you mean '" + k + "'?").orElse("")
                        + "; `rbench scenarios --keys` lists every key");
            }
        };
        if (!done) {
            throw new ScenarioException("--set " + key + ": the scenario's backend is " + b.chosenCase("backend"));
        }
    }

    private static boolean setDownstreamUrl(ScenarioBuilder b, Node.Leaf url) {
        b.switchCase("backend", "downstream", url.origin());
        return b.setInBackend("downstream", "url", url);
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
