package dev.rbench.service.common.cassandra;

import dev.rbench.protocol.ServiceProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.core.env.Environment;

/**
 * Study 001 on both stacks: the settings (always, so {@code /info} can tell), and the session only
 * with a contact point — without one nothing connects and {@code /api} answers 503.
 */
@Configuration(proxyBeanMethods = false)
@Import(CassandraRouteAdvice.class)
public class CassandraCommonConfiguration {

    @Bean
    CassandraSettings cassandraSettings(Environment env) {
        return CassandraSettings.from(env);
    }

    @Bean(destroyMethod = "close")
    @ConditionalOnProperty(ServiceProperty.CASSANDRA_CONTACT_POINT)
    CassandraSessions cassandraSessions(CassandraSettings settings) {
        return new CassandraSessions(settings);
    }
}
