package dev.rbench.service.blocking.records;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.rbench.service.common.postgres.PostgresSettings;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * The JDBC pool and the PostgreSQL record store, built from {@code --rbench.postgres.*} alone and
 * only when a URL is given: without one nothing here exists and nothing connects (Spring Boot's
 * DataSource auto-configuration is not on the class path: only HikariCP and the driver are).
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnProperty(PostgresSettings.URL)
public class PostgresConfiguration {

    @Bean
    PostgresSettings postgresSettings(Environment env) {
        return PostgresSettings.from(env);
    }

    @Bean(destroyMethod = "close")
    HikariDataSource postgresDataSource(PostgresSettings settings) {
        return new HikariDataSource(hikariConfig(settings));
    }

    /**
     * At most pool-size connections, opened on demand and kept; a request waits timeout-ms for one.
     * The server cancels a statement after timeout-ms; the socket gives up after that plus a second.
     */
    static HikariConfig hikariConfig(PostgresSettings settings) {
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

    @Bean
    JdbcRecordStore jdbcRecordStore(HikariDataSource dataSource, PostgresSettings settings) {
        return new JdbcRecordStore(dataSource, settings.fetchSize());
    }
}
