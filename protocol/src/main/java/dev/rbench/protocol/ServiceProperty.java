package dev.rbench.protocol;

import java.util.Locale;

/**
 * The {@code rbench.*} properties a service (or the downstream) is started with, named once: the
 * services bind them, the runner writes them as {@code --name=value} arguments. A property renamed
 * on one side only would fall back to a default and measure a plausible but wrong configuration,
 * which is why both sides take the name from here.
 */
public final class ServiceProperty {
    // Every process the runner starts.
    public static final String PORT_FILE = "rbench.port-file";
    public static final String PARENT_PID = "rbench.parent-pid";

    // The server's concurrency.
    public static final String ACCEPT_BACKLOG = "rbench.accept-backlog";
    /** MVC's thread model: {@code platform} or {@code virtual}. */
    public static final String THREADS = "rbench.threads";
    public static final String SERVER_THREADS = "rbench.server-threads";
    public static final String EVENT_LOOPS = "rbench.event-loops";
    /** Tomcat's maxConnections: how many connections it holds open at once. */
    public static final String MAX_CONNECTIONS = "rbench.max-connections";
    public static final String MAX_BODY_BYTES = "rbench.max-body-bytes";
    /** The longest a request's body may stall between two reads before the server gives up on it. */
    public static final String BODY_READ_TIMEOUT_MS = "rbench.body-read-timeout-ms";

    public static final String MONGO_URI = "rbench.mongo.uri";
    public static final String MONGO_DATABASE = "rbench.mongo.database";
    public static final String MONGO_ACCESS = "rbench.mongo.access";
    public static final String MONGO_POOL_SIZE = "rbench.mongo.pool-size";
    public static final String MONGO_MIN_POOL_SIZE = "rbench.mongo.min-pool-size";
    public static final String MONGO_MAX_CONNECTING = "rbench.mongo.max-connecting";
    public static final String MONGO_CONNECT_TIMEOUT_MS = "rbench.mongo.connect-timeout-ms";
    public static final String MONGO_TIMEOUT_MS = "rbench.mongo.timeout-ms";
    public static final String MONGO_POOL_WAIT_MS = "rbench.mongo.pool-wait-ms";
    public static final String MONGO_BATCH_SIZE = "rbench.mongo.batch-size";

    public static final String POSTGRES_URL = "rbench.postgres.url";
    public static final String POSTGRES_USER = "rbench.postgres.user";
    public static final String POSTGRES_PASSWORD = "rbench.postgres.password";
    public static final String POSTGRES_POOL_SIZE = "rbench.postgres.pool-size";
    public static final String POSTGRES_TIMEOUT_MS = "rbench.postgres.timeout-ms";
    public static final String POSTGRES_CONNECT_TIMEOUT_MS = "rbench.postgres.connect-timeout-ms";
    public static final String POSTGRES_FETCH_SIZE = "rbench.postgres.fetch-size";
    /** {@code jdbc} or {@code r2dbc}. */
    public static final String POSTGRES_DRIVER = "rbench.postgres.driver";

    public static final String CASSANDRA_CONTACT_POINT = "rbench.cassandra.contact-point";
    public static final String CASSANDRA_LOCAL_DATACENTER = "rbench.cassandra.local-datacenter";
    public static final String CASSANDRA_KEYSPACE = "rbench.cassandra.keyspace";
    public static final String CASSANDRA_TIMEOUT_MS = "rbench.cassandra.timeout-ms";
    public static final String CASSANDRA_PAGE_SIZE = "rbench.cassandra.page-size";
    public static final String CASSANDRA_CONNECTIONS = "rbench.cassandra.connections";

    public static final String DOWNSTREAM_URL = "rbench.downstream.url";
    public static final String DOWNSTREAM_POOL_SIZE = "rbench.downstream.pool-size";
    public static final String DOWNSTREAM_TIMEOUT_MS = "rbench.downstream.timeout-ms";

    private ServiceProperty() {
    }

    /**
     * The environment variable that sets {@code name} through Spring's relaxed binding
     * ({@code rbench.postgres.url} → {@code RBENCH_POSTGRES_URL}): how secrets reach a service
     * without showing on its command line.
     */
    public static String env(String name) {
        return name.replace('.', '_').replace('-', '_').toUpperCase(Locale.ROOT);
    }

    /** The command-line argument that sets {@code name}: {@code --name=value}. */
    public static String arg(String name, Object value) {
        return "--" + name + "=" + value;
    }
}
