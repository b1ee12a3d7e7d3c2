package dev.rbench.service.common.cassandra;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.CqlSessionBuilder;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import dev.rbench.protocol.ServiceInfo.CassandraInfo;
import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.errors.InvalidServicePropertyException;
import dev.rbench.service.common.property.ServiceProperties;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.regex.Pattern;
import org.springframework.core.env.PropertyResolver;

/**
 * The {@code --rbench.cassandra.*} arguments of study 001, validated once, the same on both stacks.
 * Without {@code rbench.cassandra.contact-point} the service has no Cassandra: no session exists and
 * {@code /api} answers 503. Credentials come only from the environment ({@value #USERNAME_ENV},
 * {@value #PASSWORD_ENV}) and are never shown.
 *
 * @param contactPoint    {@code host:port} of one node, or null
 * @param localDatacenter the datacenter the driver routes to (SimpleSnitch's is datacenter1)
 * @param timeoutMs       bounds connecting, each page's request, and the wait for the session
 * @param pageSize        rows per page of the full-table SELECT (the driver's default is 5000)
 * @param connections     connections per node the driver keeps (its pool's local size; default 1)
 */
public record CassandraSettings(String contactPoint, String localDatacenter, String keyspace, int timeoutMs,
                                int pageSize, int connections) {
    public static final String USERNAME_ENV = "RBENCH_CASSANDRA_USERNAME";
    public static final String PASSWORD_ENV = "RBENCH_CASSANDRA_PASSWORD";
    public static final String TABLE = "items";

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_]{1,48}");
    private static final Pattern DATACENTER = Pattern.compile("[A-Za-z0-9_.-]{1,64}");
    /** Connecting never waits longer than this, whatever the request timeout. */
    private static final int MAX_CONNECT_MS = 5_000;

    public static CassandraSettings from(PropertyResolver env) {
        String contactPoint = contactPoint(env.getProperty(ServiceProperty.CASSANDRA_CONTACT_POINT));
        String dc = env.getProperty(ServiceProperty.CASSANDRA_LOCAL_DATACENTER, "datacenter1").trim();
        if (!DATACENTER.matcher(dc).matches()) {
            throw new InvalidServicePropertyException(ServiceProperty.CASSANDRA_LOCAL_DATACENTER, dc, "must be 1 to 64 letters, digits, '_', '.' or '-'");
        }
        String keyspace = env.getProperty(ServiceProperty.CASSANDRA_KEYSPACE, "rbench").trim();
        if (!NAME.matcher(keyspace).matches()) {
            throw new InvalidServicePropertyException(ServiceProperty.CASSANDRA_KEYSPACE, keyspace, "must be 1 to 48 letters, digits or '_'");
        }
        return new CassandraSettings(contactPoint, dc, keyspace,
                ServiceProperties.intInRange(env, ServiceProperty.CASSANDRA_TIMEOUT_MS, 10_000, 1, 600_000),
                ServiceProperties.intInRange(env, ServiceProperty.CASSANDRA_PAGE_SIZE, 5_000, 1, 1_000_000),
                ServiceProperties.intInRange(env, ServiceProperty.CASSANDRA_CONNECTIONS, 1, 1, 1_000));
    }

    private static String contactPoint(String raw) {
        if (raw == null || raw.isBlank()) {
            return null;
        }
        String value = raw.trim();
        int colon = value.lastIndexOf(':');
        boolean ok = colon > 0;
        if (ok) {
            try {
                int port = Integer.parseInt(value.substring(colon + 1));
                ok = port >= 1 && port <= 65535;
            } catch (NumberFormatException e) {
                ok = false;
            }
        }
        if (!ok) {
            throw new InvalidServicePropertyException(ServiceProperty.CASSANDRA_CONTACT_POINT, value, "must be host:port, such as 127.0.0.1:9042");
        }
        return value;
    }

    public boolean configured() {
        return contactPoint != null;
    }

    /** What {@code /info} shows: no credentials (they are never in the settings). */
    public CassandraInfo info() {
        return new CassandraInfo(contactPoint, localDatacenter, keyspace, timeoutMs, pageSize, connections);
    }

    /** The study's findAll: every row of {@code <keyspace>.items}, in the order Cassandra keeps them (token order). */
    public String findAllQuery() {
        return "SELECT id, name, payload FROM " + keyspace + "." + TABLE;
    }

    /** A builder for the one session of the service; the caller builds it (asynchronously). */
    public CqlSessionBuilder sessionBuilder() {
        Duration timeout = Duration.ofMillis(timeoutMs);
        Duration connect = Duration.ofMillis(Math.min(timeoutMs, MAX_CONNECT_MS));
        DriverConfigLoader config = DriverConfigLoader.programmaticBuilder()
                .withDuration(DefaultDriverOption.REQUEST_TIMEOUT, timeout)
                .withDuration(DefaultDriverOption.CONNECTION_CONNECT_TIMEOUT, connect)
                .withDuration(DefaultDriverOption.CONNECTION_INIT_QUERY_TIMEOUT, connect)
                .withDuration(DefaultDriverOption.CONTROL_CONNECTION_TIMEOUT, connect)
                .withInt(DefaultDriverOption.REQUEST_PAGE_SIZE, pageSize)
                .withInt(DefaultDriverOption.CONNECTION_POOL_LOCAL_SIZE, connections)
                // A failed start is reported at once; the next request tries again (CassandraSessions).
                .withBoolean(DefaultDriverOption.RECONNECT_ON_INIT, false)
                .build();
        int colon = contactPoint.lastIndexOf(':');
        String host = contactPoint.substring(0, colon).replace("[", "").replace("]", "");
        CqlSessionBuilder builder = CqlSession.builder().withConfigLoader(config)
                .addContactPoint(InetSocketAddress.createUnresolved(host, Integer.parseInt(contactPoint.substring(colon + 1))))
                .withLocalDatacenter(localDatacenter);
        String user = System.getenv(USERNAME_ENV);
        if (user != null && !user.isBlank()) {
            String password = System.getenv(PASSWORD_ENV);
            builder.withAuthCredentials(user, password == null ? "" : password);
        }
        return builder;
    }
}
