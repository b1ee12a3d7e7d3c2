package dev.rbench.service.reactive;

import dev.rbench.service.common.AcceptBacklog;
import dev.rbench.service.common.BodyReadTimeout;
import dev.rbench.service.common.netty.RejectedRequestJson;
import io.netty.channel.ChannelOption;
import io.netty.util.NetUtil;
import org.springframework.boot.reactor.netty.NettyServerCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.http.client.ReactorResourceFactory;

/** Puts the HTTP server on {@link ServerEventLoops}, listening with the configured accept backlog. */
@Configuration(proxyBeanMethods = false)
public class EventLoopConfiguration {

    @Bean
    ServerEventLoops serverEventLoops(Environment env) {
        Integer backlog = AcceptBacklog.configured(env);
        // Netty's own default is the kernel's net.core.somaxconn, which NetUtil reads at startup.
        return new ServerEventLoops(EventLoopSettings.eventLoops(env), backlog != null ? backlog : NetUtil.SOMAXCONN);
    }

    /** listen(2)'s backlog for the server socket: the value /info reports is the value set here. */
    @Bean
    NettyServerCustomizer acceptBacklogCustomizer(ServerEventLoops loops) {
        return server -> server.option(ChannelOption.SO_BACKLOG, loops.acceptBacklog());
    }

    /** Requests Reactor Netty refuses before WebFlux runs are answered with a JSON reason, like every other 4xx. */
    @Bean
    NettyServerCustomizer rejectedRequestJson() {
        return RejectedRequestJson::install;
    }

    /** A body that stalls longer than this between two reads ends its connection ({@link BodyReadTimeout}). */
    @Bean
    NettyServerCustomizer bodyReadTimeout(Environment env) {
        BodyReadTimeout timeout = BodyReadTimeout.from(env);
        return server -> server.readTimeout(timeout.value());
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
