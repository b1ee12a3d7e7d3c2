package dev.rbench.service.reactive.mongo;

import dev.rbench.service.common.handlers.ThreadDocumentController;
import dev.rbench.service.common.handlers.ThreadEntityController;
import dev.rbench.service.common.mongo.BodyLimit;
import dev.rbench.service.common.mongo.sync.SyncMongoConfiguration;
import dev.rbench.service.reactive.ThreadHandlersOnly;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.web.reactive.config.WebFluxConfigurer;
import org.springframework.web.reactive.result.method.annotation.ArgumentResolverConfigurer;

/**
 * The Mongo routes on virtual-netty: the MVC stacks' blocking-style handlers and their sync-driver stores (template,
 * repository or driver, as {@code --rbench.mongo.access} says), run on WebFlux's virtual threads; in place of
 * {@link ReactiveMongoConfiguration} and the reactive controllers.
 */
@Configuration(proxyBeanMethods = false)
@ThreadHandlersOnly
@Import({SyncMongoConfiguration.class, ThreadEntityController.class, ThreadDocumentController.class})
public class ThreadMongoHandlers implements WebFluxConfigurer {
    private final BodyLimit limit;

    public ThreadMongoHandlers(BodyLimit limit) {
        this.limit = limit;
    }

    @Override
    public void configureArgumentResolvers(ArgumentResolverConfigurer configurer) {
        configurer.addCustomResolver(new BoundedBodyResolver(limit));
    }
}
