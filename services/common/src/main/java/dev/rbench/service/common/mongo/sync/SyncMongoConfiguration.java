package dev.rbench.service.common.mongo.sync;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.mongo.MongoSettings;
import dev.rbench.service.common.mongo.PoolGauges;
import dev.rbench.service.common.mongo.SpringDataMapping;
import dev.rbench.service.common.records.RecordStore;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.SimpleMongoClientDatabaseFactory;
import org.springframework.data.mongodb.repository.config.EnableMongoRepositories;

/**
 * The sync client, the template and the repositories of the blocking-style Mongo routes (MVC's, and WebFlux's on
 * virtual-netty), built from {@code --rbench.mongo.*} alone (Spring Boot's Mongo auto-configuration is excluded, see
 * each service's application.properties) and only when a URI is given: without one nothing here exists and no
 * connection is ever attempted.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnProperty(ServiceProperty.MONGO_URI)
@EnableMongoRepositories(basePackageClasses = EntityRepository.class)
public class SyncMongoConfiguration {

    @Bean(destroyMethod = "close")
    MongoClient mongoClient(MongoSettings settings, PoolGauges gauges) {
        return MongoClients.create(settings.clientSettings(gauges));
    }

    @Bean
    MongoTemplate mongoTemplate(MongoClient client, MongoSettings settings) {
        return new MongoTemplate(new SimpleMongoClientDatabaseFactory(client, settings.database()),
                SpringDataMapping.converter());
    }

    /** The one way this process uses; a new way is a new {@link EntityStore} and a line here. */
    @Bean
    EntityStore entityStore(MongoSettings settings, ObjectProvider<MongoClient> client,
                            ObjectProvider<MongoTemplate> template, ObjectProvider<EntityRepository> entities,
                            ObjectProvider<DocumentRepository> documents) {
        int batchSize = settings.batchSize();
        return switch (settings.access()) {
            case DRIVER -> new DriverEntityStore(client.getObject(), settings.database(), batchSize);
            case TEMPLATE -> new TemplateEntityStore(template.getObject(), batchSize);
            case REPOSITORY -> new RepositoryEntityStore(entities.getObject(), documents.getObject(), batchSize);
        };
    }

    /** GET /records?store=mongo: the sync driver whatever the access way (study 004 used the driver). */
    @Bean
    RecordStore mongoRecordStore(MongoClient client, MongoSettings settings) {
        return new MongoRecordStore(client, settings.database(), settings.batchSize());
    }
}
