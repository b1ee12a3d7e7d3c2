package dev.rbench.service.blocking.records;

import com.zaxxer.hikari.HikariDataSource;
import dev.rbench.protocol.ServiceInfo.PostgresInfo;
import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.postgres.JdbcPool;
import dev.rbench.service.common.postgres.PostgresDriver;
import dev.rbench.service.common.postgres.PostgresPoolGauges;
import dev.rbench.service.common.postgres.PostgresSettings;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The JDBC pool and the PostgreSQL record store, built from {@code --rbench.postgres.*} alone and
 * only when a URL is given: without one nothing here exists and nothing connects (Spring Boot's
 * DataSource auto-configuration is not on the class path: only HikariCP and the driver are). The
 * pool is common's {@link JdbcPool}, the same as WebFlux's JDBC variant uses.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnProperty(ServiceProperty.POSTGRES_URL)
public class PostgresConfiguration {

    /** /info's "postgres": always JDBC ({@link JdbcOnlyEnvironmentPostProcessor} refused anything else). */
    @Bean
    PostgresInfo postgresInfo(PostgresSettings settings) {
        return settings.info(settings.driverAmong(JdbcOnlyEnvironmentPostProcessor.SERVICE, PostgresDriver.JDBC), null);
    }

    @Bean(destroyMethod = "close")
    HikariDataSource postgresDataSource(PostgresSettings settings) {
        return JdbcPool.open(settings);
    }

    @Bean(destroyMethod = "close")
    PostgresPoolGauges postgresPoolGauges(HikariDataSource dataSource) {
        return JdbcPool.gauges(dataSource);
    }

    @Bean
    JdbcRecordStore jdbcRecordStore(HikariDataSource dataSource, PostgresSettings settings) {
        return new JdbcRecordStore(dataSource, settings.fetchSize());
    }
}
