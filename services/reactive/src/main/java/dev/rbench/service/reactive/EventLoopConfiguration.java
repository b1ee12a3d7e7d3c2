package dev.rbench.service.reactive;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.http.client.ReactorResourceFactory;

/** Puts the HTTP server on {@link ServerEventLoops}. */
@Configuration(proxyBeanMethods = false)
public class EventLoopConfiguration {

    @Bean
    ServerEventLoops serverEventLoops(Environment env) {
        return new ServerEventLoops(EventLoopSettings.eventLoops(env));
    }

    /**
     * Boot's Netty server calls {@code runOn(resourceFactory.getLoopResources())} when it starts,
     * after any NettyServerCustomizer, so replacing the resource factory (Boot backs off from its
     * own) is the one place a custom loop group reliably takes effect. Loops passed in this way are
     * not disposed by the factory; {@link ServerEventLoops} does that.
     */
    @Bean
    ReactorResourceFactory reactorResourceFactory(ServerEventLoops loops) {
        ReactorResourceFactory factory = new ReactorResourceFactory();
        factory.setUseGlobalResources(false);
        factory.setLoopResources(loops.resources());
        return factory;
    }
}
