package dev.rbench.runner.scenario;

import dev.rbench.loadgen.Arrivals;
import java.time.Duration;
import java.util.List;

/**
 * Every default of a scenario, in one place. A scenario file or a flag that leaves a value unset
 * gets the value here; {@link QuickForm} holds the reductions that {@code --quick} applies.
 */
public final class Defaults {

    public static final List<String> STACKS = List.of("blocking", "virtual", "reactive");
    public static final String PATH = "/delay/{delayMs}";
    public static final Duration DELAY = Duration.ofSeconds(2);
    public static final WorkloadKind WORKLOAD = WorkloadKind.BURST;
    public static final Duration RAMP = Duration.ofSeconds(1);
    public static final Duration DURATION = Duration.ofSeconds(10);
    public static final List<Integer> USERS = List.of(1, 10, 100, 500, 1000, 2000, 4000);
    /** Offered rates of open-model steps, requests a second. */
    public static final List<Double> RATES = List.of(100.0, 200.0, 400.0);
    public static final double RATE_FROM = 0;
    public static final double RATE_CAP = 100;
    public static final Arrivals ARRIVALS = Arrivals.FIXED;
    public static final long SEED = 1;
    /** Enough for any open step of the presets; more than this in flight means the service has fallen behind. */
    public static final int MAX_CONNECTIONS = 1000;
    /** Tomcat's default maximum, which the study ran with. */
    public static final int SERVER_THREADS = 200;
    /** 0 = as many event loops as cores, reactor-netty's own default. */
    public static final int EVENT_LOOPS = 0;
    /**
     * 0 = the kernel's maximum (net.core.somaxconn) for every stack. Out of the box Tomcat asks for
     * 100 and Netty for the maximum, and a burst of fresh connections then overflows Tomcat's queue
     * alone: the kernel drops the SYNs and those clients retry a second later. Stacks are compared
     * on equal terms; set 100 to see Spring Boot's Tomcat as shipped.
     */
    public static final int ACCEPT_BACKLOG = 0;
    public static final int WARMUP_USERS = 20;
    /** Long enough for the JIT to compile the request path: a cold service is several times slower. */
    public static final Duration WARMUP_DURATION = Duration.ofSeconds(10);
    /**
     * The warm-up burst opens as many fresh connections at once as the largest step has users, up to
     * this: enough to warm the accept path for any preset's burst, few enough not to swamp a route
     * that costs a core-second a request (a preset for such a route lowers it).
     */
    public static final int WARMUP_BURST_MAX = 1000;
    public static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(10);
    /** Long enough for the blocking stack's last wave at 4,000 users (20 waves of 2 s). */
    public static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(60);
    /** Fixed heap for every service JVM, so stacks are compared on equal memory. */
    public static final int SERVICE_HEAP_MB = 1024;
    /** None: each stack runs on the JVM's default collector (G1), as most services do. */
    public static final List<String> SERVICE_JVM_OPTIONS = List.of();
    /** Not pinned: the kernel schedules service and generator over all cores. */
    public static final String PIN = "";
    /** Lets sockets and threads of one step settle before the next. */
    public static final Duration PAUSE_BETWEEN_STEPS = Duration.ofSeconds(1);
    public static final Duration READY_TIMEOUT = Duration.ofSeconds(60);

    /** No database: the delay experiments. */
    public static final String DATABASE = "none";
    /** Empty: the embedded server. Also read from RBENCH_MONGO_URI by the command line. */
    public static final String MONGO_URI = "";
    /** The study's getMessage used MongoTemplate. */
    public static final String MONGO_ACCESS = "template";
    /** The MongoDB drivers' own default, which the study ran into ("only 100 connections"). */
    public static final int MONGO_POOL_SIZE = 100;
    public static final int MONGO_MIN_POOL_SIZE = 0;
    /** The drivers' default. */
    public static final int MONGO_MAX_CONNECTING = 2;
    /** 0 = the driver's and Spring Data's own behaviour (the findAll experiment's "before"). */
    public static final int MONGO_BATCH_SIZE = 0;
    public static final Duration MONGO_TIMEOUT = Duration.ofSeconds(10);
    /** The study's getMessage document: one string of 1 MB. */
    public static final int MONGO_DOCUMENT_BYTES = 1024 * 1024;
    /** Study 003's findAll collection. */
    public static final int MONGO_ENTITIES = 1000;
    public static final int MONGO_ENTITY_BYTES = 1024;
    /** Empty: the embedded PostgreSQL. Also read from RBENCH_POSTGRES_URL by the command line. */
    public static final String POSTGRES_URL = "";
    /** As MongoDB's drivers: 100 connections per service. */
    public static final int POSTGRES_POOL_SIZE = 100;
    public static final Duration POSTGRES_TIMEOUT = Duration.ofSeconds(10);
    /** No proxy: the database on loopback. */
    public static final Duration DB_LATENCY = Duration.ZERO;
    public static final long DB_BANDWIDTH = 0;
    public static final List<Integer> CALLS = List.of(1);
    public static final String FANOUT = "stack";
    /** Empty: the embedded Cassandra. Also read from RBENCH_CASSANDRA_CONTACT_POINT by the command line. */
    public static final String CASSANDRA_CONTACT_POINT = "";
    /** SimpleSnitch's, which the embedded node uses. */
    public static final String CASSANDRA_LOCAL_DATACENTER = "datacenter1";
    /** Study 001: "There are 10,000 entries in the database. Each request loads all of these entries." */
    public static final int CASSANDRA_ROWS = 10_000;
    /** The study does not say; 100 bytes make a response of about 1.3 MB of JSON. */
    public static final int CASSANDRA_ROW_BYTES = 100;
    public static final Duration CASSANDRA_TIMEOUT = Duration.ofSeconds(10);
    /** The driver's default page size. */
    public static final int CASSANDRA_PAGE_SIZE = 5000;
    /** The driver's default: one connection per node, requests multiplexed on it. */
    public static final int CASSANDRA_CONNECTIONS = 1;
    public static final String DOWNSTREAM = "none";
    /** Larger than any step's users: the client pool is not what study 002 measured. */
    public static final int DOWNSTREAM_POOL_SIZE = 10_000;
    public static final Duration DOWNSTREAM_TIMEOUT = Duration.ofSeconds(30);
    /** None: every step requests {@code path}. */
    public static final List<String> ROUTES = List.of();

    private Defaults() {
    }
}
