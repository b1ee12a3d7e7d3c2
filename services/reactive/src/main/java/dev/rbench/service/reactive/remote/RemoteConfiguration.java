package dev.rbench.service.reactive.remote;

import dev.rbench.service.common.remote.DownstreamSettings;
import dev.rbench.service.common.remote.RemoteCommonConfiguration;
import dev.rbench.service.reactive.ReactiveHandlersOnly;
import dev.rbench.service.reactive.ServerEventLoops;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/** {@code /remote} on WebFlux: the pooled client; settings and error mapping are common. */
@Configuration(proxyBeanMethods = false)
@ReactiveHandlersOnly
@Import(RemoteCommonConfiguration.class)
public class RemoteConfiguration {

    @Bean
    PooledDownstreamClient pooledDownstreamClient(DownstreamSettings settings, ServerEventLoops loops) {
        return new PooledDownstreamClient(settings, loops);
    }
}
