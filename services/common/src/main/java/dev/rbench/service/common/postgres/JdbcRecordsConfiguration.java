package dev.rbench.service.common.postgres;

import com.zaxxer.hikari.HikariDataSource;
import dev.rbench.protocol.ServiceProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The JDBC pool and the PostgreSQL record store of the blocking-style records routes (MVC's, and WebFlux's on
 * virtual-netty), built from {@code --rbench.postgres.*} alone and only when a URL is given: without one nothing here
 * exists and nothing connects (Spring Boot's DataSource auto-configuration is not on the class path: only HikariCP and
 * the driver are). Each service adds {@code /info}'s {@code postgres}, after refusing a driver it does not read with.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnProperty(ServiceProperty.POSTGRES_URL)
public class JdbcRecordsConfiguration {

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
