package dev.rbench.service.common;

import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.cassandra.CassandraCommonConfiguration;
import dev.rbench.service.common.mongo.BodyLimit;
import dev.rbench.service.common.mongo.MongoRouteAdvice;
import dev.rbench.service.common.mongo.MongoSettings;
import dev.rbench.service.common.mongo.PoolGauges;
import dev.rbench.service.common.postgres.PostgresSettings;
import dev.rbench.service.common.threads.HandlerThreads;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.core.env.Environment;
import tools.jackson.databind.JacksonModule;

/**
 * What both services share at runtime. Each service imports this and provides one
 * {@link ServiceStack} bean saying which stack it is and one {@link ServerConcurrency} bean.
 */
@Configuration(proxyBeanMethods = false)
@Import({InvalidParameterAdvice.class, StatusController.class, ActivityController.class, InFlightRequests.class, CpuController.class,
        MongoRouteAdvice.class, PoolController.class,
        CassandraCommonConfiguration.class})
public class ServiceCommonConfiguration {

    @Bean
    HandlerThreads handlerThreads() {
        return new HandlerThreads();
    }

    @Bean
    ActivitySource activitySource(InFlightRequests inFlight, ServerConcurrency concurrency,
                                  org.springframework.beans.factory.ObjectProvider<dev.rbench.service.common.mongo.PoolGauges> mongo,
                                  org.springframework.beans.factory.ObjectProvider<dev.rbench.service.common.postgres.PostgresPoolGauges> postgres) {
        return new ActivitySource(inFlight, concurrency, mongo, postgres);
    }

    @Bean
    dev.rbench.service.common.PoolControl poolControl(
            org.springframework.beans.factory.ObjectProvider<dev.rbench.service.common.mongo.PoolGauges> mongo,
            org.springframework.beans.factory.ObjectProvider<dev.rbench.service.common.postgres.PostgresPoolGauges> postgres) {
        return new dev.rbench.service.common.PoolControl(mongo, postgres);
    }

    @Bean
    ActivityServer activityServer(ActivitySource source, dev.rbench.service.common.PoolControl pools) {
        return new ActivityServer(source, pools);
    }

    /** The field order and left-out blocks of {@code /info} and {@code /pool}; Boot adds module beans to its mapper. */
    @Bean
    JacksonModule protocolJson() {
        return ProtocolJson.module();
    }

    @Bean
    ListeningAnnouncer listeningAnnouncer(ServiceStack stack) {
        return new ListeningAnnouncer(stack);
    }

    /** Always present; {@link MongoSettings#configured()} says whether there is a database. */
    @Bean
    MongoSettings mongoSettings(Environment env) {
        return MongoSettings.from(env);
    }

    @Bean
    BodyLimit bodyLimit(Environment env) {
        return BodyLimit.from(env);
    }

    /** Only with a database: without one, {@code /pool} answers 503 like the other Mongo routes. */
    @Bean
    @ConditionalOnProperty(ServiceProperty.MONGO_URI)
    PoolGauges poolGauges(MongoSettings settings) {
        return PoolGauges.of(settings);
    }

    /** Only with a URL, for both stacks' PostgreSQL configurations: without one nothing of PostgreSQL exists. */
    @Bean
    @ConditionalOnProperty(ServiceProperty.POSTGRES_URL)
    PostgresSettings postgresSettings(Environment env) {
        return PostgresSettings.from(env);
    }
}
