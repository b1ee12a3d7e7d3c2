package dev.rbench.service.reactive.records;

import dev.rbench.service.common.postgres.PostgresSettings;
import io.r2dbc.pool.ConnectionPool;
import io.r2dbc.pool.ConnectionPoolConfiguration;
import io.r2dbc.postgresql.PostgresqlConnectionConfiguration;
import io.r2dbc.postgresql.PostgresqlConnectionFactory;
import java.time.Duration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * The R2DBC pool and the PostgreSQL record store, built from {@code --rbench.postgres.*} alone and
 * only when a URL is given: without one nothing here exists and nothing connects (Spring Boot's
 * R2DBC auto-configuration is not on the class path: only the driver and r2dbc-pool are).
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnProperty(PostgresSettings.URL)
public class ReactivePostgresConfiguration {

    @Bean
    PostgresSettings postgresSettings(Environment env) {
        return PostgresSettings.from(env);
    }

    /**
     * At most pool-size connections, none opened ahead, kept while idle (as the JDBC pool does); a
     * request waits timeout-ms for one, with no retry. Statements are cancelled by the server after
     * timeout-ms and fetch fetch-size rows per round trip.
     */
    @Bean(destroyMethod = "dispose")
    ConnectionPool postgresConnectionPool(PostgresSettings settings) {
        PostgresqlConnectionConfiguration connection = PostgresqlConnectionConfiguration.builder()
                .host(settings.host())
                .port(settings.port())
                .database(settings.database())
                .username(settings.user())
                .password(settings.password())
                .applicationName("rbench-service")
                .connectTimeout(Duration.ofMillis(settings.connectTimeoutMs()))
                .statementTimeout(Duration.ofMillis(settings.timeoutMs()))
                .fetchSize(settings.fetchSize())
                .build();
        ConnectionPoolConfiguration pool = ConnectionPoolConfiguration.builder(new PostgresqlConnectionFactory(connection))
                .name("rbench-postgres")
                .initialSize(0)
                .minIdle(0)
                .maxSize(settings.poolSize())
                .maxIdleTime(Duration.ofMillis(-1))
                .maxAcquireTime(Duration.ofMillis(settings.timeoutMs()))
                .maxCreateConnectionTime(Duration.ofMillis(settings.connectTimeoutMs()))
                .acquireRetry(0)
                .build();
        return new ConnectionPool(pool);
    }

    @Bean
    R2dbcRecordStore r2dbcRecordStore(ConnectionPool pool, PostgresSettings settings) {
        return new R2dbcRecordStore(pool, Duration.ofMillis(settings.timeoutMs()));
    }
}
