package dev.rbench.service.reactive.records;

import com.zaxxer.hikari.HikariDataSource;
import dev.rbench.protocol.ServiceInfo.PostgresInfo;
import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.postgres.JdbcPool;
import dev.rbench.service.common.postgres.PostgresDriver;
import dev.rbench.service.common.postgres.PostgresPoolGauges;
import dev.rbench.service.common.postgres.PostgresSettings;
import dev.rbench.service.reactive.ReactiveHandlersOnly;
import io.r2dbc.pool.ConnectionPool;
import io.r2dbc.pool.ConnectionPoolConfiguration;
import io.r2dbc.postgresql.PostgresqlConnectionConfiguration;
import io.r2dbc.postgresql.PostgresqlConnectionFactory;
import java.time.Duration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Condition;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.type.AnnotatedTypeMetadata;
import reactor.core.scheduler.Schedulers;

/**
 * The PostgreSQL pool and record store, built from {@code --rbench.postgres.*} alone and only when a
 * URL is given: without one nothing here exists and nothing connects (Spring Boot's R2DBC and
 * DataSource auto-configurations are not on the class path: only the drivers and pools are).
 * {@code --rbench.postgres.driver} chooses which pool and store exist: R2DBC (the default) or JDBC
 * on boundedElastic threads; the other is never created.
 */
@Configuration(proxyBeanMethods = false)
@ReactiveHandlersOnly
@ConditionalOnProperty(ServiceProperty.POSTGRES_URL)
public class ReactivePostgresConfiguration {

    private static final String SERVICE = "WebFlux service";

    /** /info's "postgres": the driver in use and, with JDBC, how many threads may wait on it at once. */
    @Bean
    PostgresInfo postgresInfo(PostgresSettings settings) {
        PostgresDriver driver = driver(settings);
        return settings.info(driver, driver == PostgresDriver.JDBC ? Schedulers.DEFAULT_BOUNDED_ELASTIC_SIZE : null);
    }

    static PostgresDriver driver(PostgresSettings settings) {
        return settings.driverAmong(SERVICE, PostgresDriver.R2DBC, PostgresDriver.JDBC);
    }

    /**
     * At most pool-size connections, none opened ahead, kept while idle (as the JDBC pool does); a
     * request waits timeout-ms for one, with no retry. Statements are cancelled by the server after
     * timeout-ms and fetch fetch-size rows per round trip.
     */
    @Bean(destroyMethod = "dispose")
    @Conditional(ReadsWithR2dbc.class)
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

    /** r2dbc-pool's gauges (its PoolMetrics) for {@code /pool?store=postgres}. */
    @Bean(destroyMethod = "close")
    @Conditional(ReadsWithR2dbc.class)
    PostgresPoolGauges r2dbcPoolGauges(ConnectionPool pool, PostgresSettings settings) {
        return new PostgresPoolGauges(settings.poolSize(), () -> pool.getMetrics()
                .map(m -> new PostgresPoolGauges.Reading(m.acquiredSize(), m.pendingAcquireSize(), m.allocatedSize()))
                .orElse(new PostgresPoolGauges.Reading(0, 0, 0)));
    }

    @Bean(destroyMethod = "close")
    @Conditional(ReadsWithJdbc.class)
    PostgresPoolGauges jdbcPoolGauges(HikariDataSource dataSource) {
        return JdbcPool.gauges(dataSource);
    }

    @Bean
    @Conditional(ReadsWithR2dbc.class)
    R2dbcRecordStore r2dbcRecordStore(ConnectionPool pool, PostgresSettings settings) {
        return new R2dbcRecordStore(pool, Duration.ofMillis(settings.timeoutMs()));
    }

    /** The same HikariCP pool as MVC's ({@link JdbcPool}), so JDBC on either stack differs only in its threads. */
    @Bean(destroyMethod = "close")
    @Conditional(ReadsWithJdbc.class)
    HikariDataSource postgresDataSource(PostgresSettings settings) {
        return JdbcPool.open(settings);
    }

    @Bean
    @Conditional(ReadsWithJdbc.class)
    JdbcReactiveRecordStore jdbcReactiveRecordStore(HikariDataSource dataSource, PostgresSettings settings) {
        return new JdbcReactiveRecordStore(dataSource, settings.fetchSize());
    }

    /**
     * Whether the service reads with one driver, decided as {@link #driver} decides (so the value is
     * read exactly as validated, whatever its case or spaces); false without a URL.
     */
    private abstract static class ReadsWith implements Condition {
        private final PostgresDriver driver;

        ReadsWith(PostgresDriver driver) {
            this.driver = driver;
        }

        @Override
        public boolean matches(ConditionContext context, AnnotatedTypeMetadata metadata) {
            PostgresSettings settings = PostgresSettings.from(context.getEnvironment());
            return settings != null && driver(settings) == driver;
        }
    }

    static final class ReadsWithR2dbc extends ReadsWith {
        ReadsWithR2dbc() {
            super(PostgresDriver.R2DBC);
        }
    }

    static final class ReadsWithJdbc extends ReadsWith {
        ReadsWithJdbc() {
            super(PostgresDriver.JDBC);
        }
    }
}
