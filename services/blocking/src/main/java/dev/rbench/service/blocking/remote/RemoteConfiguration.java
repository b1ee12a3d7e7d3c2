package dev.rbench.service.blocking.remote;

import dev.rbench.service.common.remote.DownstreamSettings;
import dev.rbench.service.common.remote.RemoteCommonConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/** {@code /remote} on Spring MVC: the pooled client; settings and error mapping are common. */
@Configuration(proxyBeanMethods = false)
@Import(RemoteCommonConfiguration.class)
public class RemoteConfiguration {

    @Bean
    PooledDownstreamClient pooledDownstreamClient(DownstreamSettings settings) {
        return new PooledDownstreamClient(settings);
    }
}
