package dev.rbench.service.reactive.records;

import dev.rbench.protocol.ServiceInfo.PostgresInfo;
import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.postgres.JdbcRecordsConfiguration;
import dev.rbench.service.common.postgres.PostgresDriver;
import dev.rbench.service.common.postgres.PostgresSettings;
import dev.rbench.service.reactive.ThreadHandlersOnly;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/**
 * PostgreSQL on virtual-netty, only when a URL is given: the MVC stacks' JDBC pool and record store
 * ({@link JdbcRecordsConfiguration}), read on virtual threads by {@link ThreadRecordController}; no R2DBC pool exists.
 */
@Configuration(proxyBeanMethods = false)
@ThreadHandlersOnly
@ConditionalOnProperty(ServiceProperty.POSTGRES_URL)
@Import(JdbcRecordsConfiguration.class)
public class ThreadRecordHandlers {

    static final String SERVICE = "WebFlux service with --rbench.threads=virtual";

    /** /info's "postgres": JDBC, the only driver a blocking-style handler waits on ({@link ThreadJdbcOnlyEnvironmentPostProcessor} refused r2dbc). */
    @Bean
    PostgresInfo postgresInfo(PostgresSettings settings) {
        return settings.info(settings.driverAmong(SERVICE, PostgresDriver.JDBC), null);
    }
}
