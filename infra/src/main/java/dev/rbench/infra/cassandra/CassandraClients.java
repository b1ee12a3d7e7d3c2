package dev.rbench.infra.cassandra;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.CqlSessionBuilder;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import java.net.InetSocketAddress;
import java.time.Duration;

/**
 * Sessions for set-up and verification (never for load), each wait bounded: connecting, the
 * control connection and every request. Credentials, when a real cluster needs them, come from
 * {@value #USERNAME_ENV} and {@value #PASSWORD_ENV} only — never from a flag or a file rbench writes.
 */
public final class CassandraClients {

    public static final String USERNAME_ENV = "RBENCH_CASSANDRA_USERNAME";
    public static final String PASSWORD_ENV = "RBENCH_CASSANDRA_PASSWORD";
    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
    /** Schema changes and a truncate wait for every node to agree. */
    static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(60);

    private CassandraClients() {
    }

    /** A session on {@code contactPoint} ({@code host:port}) in datacenter {@code dc}. */
    public static CqlSession control(String contactPoint, String dc) {
        DriverConfigLoader config = DriverConfigLoader.programmaticBuilder()
                .withDuration(DefaultDriverOption.CONNECTION_CONNECT_TIMEOUT, CONNECT_TIMEOUT)
                .withDuration(DefaultDriverOption.CONNECTION_INIT_QUERY_TIMEOUT, CONNECT_TIMEOUT)
                .withDuration(DefaultDriverOption.CONTROL_CONNECTION_TIMEOUT, CONNECT_TIMEOUT)
                .withDuration(DefaultDriverOption.REQUEST_TIMEOUT, REQUEST_TIMEOUT)
                .withDuration(DefaultDriverOption.METADATA_SCHEMA_REQUEST_TIMEOUT, REQUEST_TIMEOUT)
                .withDuration(DefaultDriverOption.CONTROL_CONNECTION_AGREEMENT_TIMEOUT, REQUEST_TIMEOUT)
                .build();
        CqlSessionBuilder builder = CqlSession.builder().withConfigLoader(config)
                .addContactPoint(address(contactPoint)).withLocalDatacenter(dc);
        String user = System.getenv(USERNAME_ENV);
        if (user != null && !user.isBlank()) {
            builder.withAuthCredentials(user, java.util.Objects.requireNonNullElse(System.getenv(PASSWORD_ENV), ""));
        }
        return builder.build();
    }

    /**
     * {@code host:port} (or {@code [v6]:port}) as an address; the port is required.
     *
     * @throws IllegalArgumentException when it is not host:port
     */
    public static InetSocketAddress address(String contactPoint) {
        int colon = contactPoint.lastIndexOf(':');
        if (colon <= 0 || colon == contactPoint.length() - 1) {
            throw new IllegalArgumentException("contact point '" + contactPoint + "' is not host:port, e.g. 127.0.0.1:9042");
        }
        String host = contactPoint.substring(0, colon);
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        int port;
        try {
            port = Integer.parseInt(contactPoint.substring(colon + 1));
        } catch (NumberFormatException e) {
            port = -1;
        }
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("contact point '" + contactPoint + "' has no port from 1 to 65535");
        }
        return new InetSocketAddress(host, port);
    }
}
