package dev.rbench.service.blocking.records;

import dev.rbench.protocol.ServiceInfo.PostgresInfo;
import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.postgres.JdbcRecordsConfiguration;
import dev.rbench.service.common.postgres.PostgresDriver;
import dev.rbench.service.common.postgres.PostgresSettings;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/**
 * PostgreSQL on MVC, only when a URL is given: common's JDBC pool and record store ({@link JdbcRecordsConfiguration},
 * the same as virtual-netty's), and what {@code /info} says of them.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnProperty(ServiceProperty.POSTGRES_URL)
@Import(JdbcRecordsConfiguration.class)
public class PostgresConfiguration {

    /** /info's "postgres": always JDBC ({@link JdbcOnlyEnvironmentPostProcessor} refused anything else). */
    @Bean
    PostgresInfo postgresInfo(PostgresSettings settings) {
        return settings.info(settings.driverAmong(JdbcOnlyEnvironmentPostProcessor.SERVICE, PostgresDriver.JDBC), null);
    }
}
