package dev.rbench.service.reactive;

import java.time.Duration;

import org.springframework.boot.reactor.netty.NettyReactiveWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Bounds how long SIGTERM waits for in-flight requests ({@code server.shutdown=immediate} already
 * stops accepting new ones). Without a lifecycle timeout Reactor Netty's disposeNow() waits its
 * default 3 s for active connections, e.g. pending {@code /delay} timers the runner has abandoned.
 * The same timeout also bounds the bind at startup, which takes milliseconds, so 1 s is ample there.
 */
@Configuration(proxyBeanMethods = false)
public class ImmediateShutdownConfiguration {
    static final Duration LIFECYCLE_TIMEOUT = Duration.ofSeconds(1);

    @Bean
    WebServerFactoryCustomizer<NettyReactiveWebServerFactory> boundedServerLifecycle() {
        return factory -> factory.setLifecycleTimeout(LIFECYCLE_TIMEOUT);
    }
}
