package dev.rbench.service.reactive.mongo;

import com.mongodb.reactivestreams.client.MongoClient;
import com.mongodb.reactivestreams.client.MongoClients;
import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.mongo.MongoSettings;
import dev.rbench.service.common.mongo.PoolGauges;
import dev.rbench.service.common.mongo.SpringDataMapping;
import dev.rbench.service.reactive.ReactiveHandlersOnly;
import dev.rbench.service.reactive.records.ReactiveRecordStore;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.mongodb.core.ReactiveMongoTemplate;
import org.springframework.data.mongodb.core.SimpleReactiveMongoDatabaseFactory;
import org.springframework.data.mongodb.repository.config.EnableReactiveMongoRepositories;

/**
 * The reactive-streams client, the reactive template and repositories, built from
 * {@code --rbench.mongo.*} alone (Spring Boot's Mongo auto-configuration is excluded, see
 * application.properties) and only when a URI is given: without one nothing here exists and no
 * connection is ever attempted.
 */
@Configuration(proxyBeanMethods = false)
@ReactiveHandlersOnly
@ConditionalOnProperty(ServiceProperty.MONGO_URI)
@EnableReactiveMongoRepositories(basePackageClasses = ReactiveEntityRepository.class)
public class ReactiveMongoConfiguration {

    @Bean(destroyMethod = "close")
    MongoClient reactiveMongoClient(MongoSettings settings, PoolGauges gauges) {
        return MongoClients.create(settings.clientSettings(gauges));
    }

    @Bean
    ReactiveMongoTemplate reactiveMongoTemplate(MongoClient client, MongoSettings settings) {
        return new ReactiveMongoTemplate(new SimpleReactiveMongoDatabaseFactory(client, settings.database()),
                SpringDataMapping.converter());
    }

    /** The one way this process uses; a new way is a new {@link ReactiveEntityStore} and a line here. */
    @Bean
    ReactiveEntityStore reactiveEntityStore(MongoSettings settings, ObjectProvider<MongoClient> client,
                                            ObjectProvider<ReactiveMongoTemplate> template,
                                            ObjectProvider<ReactiveEntityRepository> entities,
                                            ObjectProvider<ReactiveDocumentRepository> documents) {
        int batchSize = settings.batchSize();
        return switch (settings.access()) {
            case DRIVER -> new DriverReactiveEntityStore(client.getObject(), settings.database(), batchSize);
            case TEMPLATE -> new TemplateReactiveEntityStore(template.getObject(), batchSize);
            case REPOSITORY -> new RepositoryReactiveEntityStore(entities.getObject(), documents.getObject(), batchSize);
        };
    }

    /** GET /records?store=mongo: the reactive-streams driver whatever the access way (study 004 used the driver). */
    @Bean
    ReactiveRecordStore reactiveMongoRecordStore(MongoClient client, MongoSettings settings) {
        return new ReactiveMongoRecordStore(client, settings.database(), settings.batchSize());
    }
}
