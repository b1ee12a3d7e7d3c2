package dev.rbench.service.blocking.mongo;

import dev.rbench.service.common.handlers.ThreadDocumentController;
import dev.rbench.service.common.handlers.ThreadEntityController;
import dev.rbench.service.common.mongo.BodyLimit;
import dev.rbench.service.common.mongo.sync.SyncMongoConfiguration;
import java.util.List;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/** The Mongo routes on MVC: common's blocking-style handlers and sync stores, with bodies read from the servlet stream. */
@Configuration(proxyBeanMethods = false)
@Import({SyncMongoConfiguration.class, ThreadEntityController.class, ThreadDocumentController.class})
public class MongoHandlersConfiguration implements WebMvcConfigurer {
    private final BodyLimit limit;

    public MongoHandlersConfiguration(BodyLimit limit) {
        this.limit = limit;
    }

    @Override
    public void addArgumentResolvers(List<HandlerMethodArgumentResolver> resolvers) {
        resolvers.add(new BoundedBodyResolver(limit));
    }
}
