package dev.rbench.service.common.postgres;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.HikariPoolMXBean;

/**
 * The HikariCP pool both JDBC stores read through — MVC's, and WebFlux's JDBC variant — built from
 * {@code --rbench.postgres.*} alone, so the two stacks' JDBC runs differ in the threads that wait,
 * never in the pool.
 */
public final class JdbcPool {

    private JdbcPool() {
    }

    /** HikariCP's gauges (its pool MXBean) for {@code /pool?store=postgres}. */
    public static PostgresPoolGauges gauges(HikariDataSource dataSource) {
        return new PostgresPoolGauges(dataSource.getMaximumPoolSize(), () -> {
            HikariPoolMXBean pool = dataSource.getHikariPoolMXBean();
            return pool == null ? new PostgresPoolGauges.Reading(0, 0, 0)
                    : new PostgresPoolGauges.Reading(pool.getActiveConnections(), pool.getThreadsAwaitingConnection(),
                            pool.getTotalConnections());
        });
    }

    /** A pool as {@link #config} describes; it does not connect until a connection is asked for. */
    public static HikariDataSource open(PostgresSettings settings) {
        return new HikariDataSource(config(settings));
    }

    /**
     * At most pool-size connections, opened on demand and kept; a request waits timeout-ms for one.
     * The server cancels a statement after timeout-ms; the socket gives up after that plus a second.
     */
    public static HikariConfig config(PostgresSettings settings) {
        HikariConfig config = new HikariConfig();
        config.setPoolName("rbench-postgres");
        config.setJdbcUrl(settings.jdbcUrl());
        config.setUsername(settings.user());
        config.setPassword(settings.password());
        config.setMaximumPoolSize(settings.poolSize());
        config.setMinimumIdle(0);
        config.setIdleTimeout(0);
        // HikariCP's floor is 250 ms.
        config.setConnectionTimeout(Math.max(250, settings.timeoutMs()));
        // Do not connect at start: the service starts (and answers 503) even while the database is down.
        config.setInitializationFailTimeout(-1);
        config.addDataSourceProperty("connectTimeout", settings.seconds(settings.connectTimeoutMs()));
        config.addDataSourceProperty("loginTimeout", settings.seconds(settings.connectTimeoutMs()));
        config.addDataSourceProperty("socketTimeout", settings.seconds(settings.timeoutMs()) + 1);
        config.addDataSourceProperty("options", "-c statement_timeout=" + settings.timeoutMs());
        config.addDataSourceProperty("ApplicationName", "rbench-service");
        return config;
    }
}
