package dev.rbench.service.common.postgres;

import dev.rbench.protocol.ServiceInfo.PostgresInfo;
import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.errors.InvalidServicePropertyException;
import dev.rbench.service.common.property.ServiceProperties;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Arrays;
import java.util.stream.Collectors;
import org.springframework.core.env.PropertyResolver;

/**
 * The {@code --rbench.postgres.*} arguments, validated once. Without {@code rbench.postgres.url}
 * the service has no PostgreSQL: no pool is created and nothing connects.
 * <p>
 * The URL is {@code postgresql://host:port/database} (a {@code jdbc:postgresql://…} one is taken too)
 * without credentials; the user and password come from {@code rbench.postgres.user} and
 * {@code rbench.postgres.password}, which the runner passes as the environment variables
 * {@code RBENCH_POSTGRES_USER} and {@code RBENCH_POSTGRES_PASSWORD}. The password is never shown.
 *
 * @param timeoutMs        the wait for a pooled connection, the server's statement_timeout, and the
 *                         wait for the first row
 * @param connectTimeoutMs opening one connection (TCP and login)
 * @param fetchSize        rows fetched per round trip, the same for JDBC and R2DBC, so neither buffers
 *                         a whole result
 * @param driver           the driver asked for with {@code rbench.postgres.driver}, or null when not
 *                         given: each service then uses its own default ({@link #driverAmong})
 */
public record PostgresSettings(
        String host,
        int port,
        String database,
        String user,
        String password,
        int poolSize,
        int timeoutMs,
        int connectTimeoutMs,
        int fetchSize,
        PostgresDriver driver) {

    private static final int MAX_MS = 600_000;

    /** Reads and checks every property; throws {@link InvalidServicePropertyException} on the first bad one. Null without a URL. */
    public static PostgresSettings from(PropertyResolver env) {
        String raw = env.getProperty(ServiceProperty.POSTGRES_URL);
        int poolSize = ServiceProperties.intInRange(env, ServiceProperty.POSTGRES_POOL_SIZE, 100, 1, 100_000);
        int timeoutMs = ServiceProperties.intInRange(env, ServiceProperty.POSTGRES_TIMEOUT_MS, 10_000, 1, MAX_MS);
        int connectTimeoutMs = ServiceProperties.intInRange(env, ServiceProperty.POSTGRES_CONNECT_TIMEOUT_MS, 2_000, 1, MAX_MS);
        int fetchSize = ServiceProperties.intInRange(env, ServiceProperty.POSTGRES_FETCH_SIZE, 100, 1, 1_000_000);
        String driver = ServiceProperties.oneOf(env, ServiceProperty.POSTGRES_DRIVER, null, PostgresDriver.ids());
        if (raw == null) {
            return null;
        }
        URI uri = parse(raw.trim());
        String database = uri.getPath() == null || uri.getPath().length() <= 1 ? "postgres" : uri.getPath().substring(1);
        return new PostgresSettings(uri.getHost(), uri.getPort() < 0 ? 5432 : uri.getPort(), database,
                env.getProperty(ServiceProperty.POSTGRES_USER, "postgres"), env.getProperty(ServiceProperty.POSTGRES_PASSWORD, ""), poolSize, timeoutMs,
                connectTimeoutMs, fetchSize, driver == null ? null : PostgresDriver.of(driver));
    }

    private static URI parse(String raw) {
        String requirement = "must be postgresql://host[:port][/database], without credentials or options";
        String text = raw.startsWith("jdbc:") ? raw.substring("jdbc:".length()) : raw;
        try {
            URI uri = new URI(text);
            if (!"postgresql".equals(uri.getScheme()) || uri.getHost() == null || uri.getRawUserInfo() != null
                    || uri.getRawQuery() != null || uri.getRawFragment() != null
                    || (uri.getPath() != null && uri.getPath().indexOf('/', 1) >= 0)) {
                throw new InvalidServicePropertyException(ServiceProperty.POSTGRES_URL, shown(text), requirement);
            }
            return uri;
        } catch (URISyntaxException e) {
            throw new InvalidServicePropertyException(ServiceProperty.POSTGRES_URL, shown(text), requirement);
        }
    }

    /** A URL that may hold user info is shown only up to the scheme. */
    private static String shown(String text) {
        return text.contains("@") ? "<hidden>" : text;
    }

    /**
     * The driver {@code service} reads with, which offers {@code offered} (its default first). A driver
     * the service does not offer is refused rather than ignored: the run would measure another
     * driver than the one it names.
     */
    public PostgresDriver driverAmong(String service, PostgresDriver... offered) {
        if (driver == null) {
            return offered[0];
        }
        if (!Arrays.asList(offered).contains(driver)) {
            String drivers = Arrays.stream(offered).map(PostgresDriver::id).collect(Collectors.joining(" or "));
            throw new InvalidServicePropertyException(ServiceProperty.POSTGRES_DRIVER, driver.id(), "the " + service + " reads PostgreSQL with "
                    + drivers + " only; leave it out or give " + drivers);
        }
        return driver;
    }

    /** What {@code /info} shows for a service reading with {@code driver}; {@code jdbcThreads} null where not apt. */
    public PostgresInfo info(PostgresDriver driver, Integer jdbcThreads) {
        return new PostgresInfo(driver.id(), database, poolSize, timeoutMs, connectTimeoutMs, fetchSize, jdbcThreads);
    }

    public String jdbcUrl() {
        return "jdbc:postgresql://" + hostPort() + "/" + database;
    }

    private String hostPort() {
        return (host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host) + ":" + port;
    }

    /** Timeouts in whole seconds for the JDBC driver's second-granular settings, never below one. */
    public int seconds(int ms) {
        return Math.max(1, (ms + 999) / 1000);
    }

    @Override
    public String toString() {
        return "PostgresSettings[url=postgresql://" + hostPort() + "/" + database + ", user=" + user
                + ", password=<hidden>, poolSize=" + poolSize + ", timeoutMs=" + timeoutMs
                + ", connectTimeoutMs=" + connectTimeoutMs + ", fetchSize=" + fetchSize
                + ", driver=" + (driver == null ? "(the service's default)" : driver.id()) + "]";
    }
}
