package dev.rbench.service.common.handlers;

import dev.rbench.service.common.remote.DownstreamSettings;
import dev.rbench.service.common.remote.RemoteCommonConfiguration;
import dev.rbench.service.common.remote.RestDownstreamClient;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/** {@code /remote} called on the request's thread: RestClient's pooled client and its controller. */
@Configuration(proxyBeanMethods = false)
@Import({RemoteCommonConfiguration.class, ThreadRemoteController.class})
public class ThreadRemoteConfiguration {

    @Bean
    RestDownstreamClient restDownstreamClient(DownstreamSettings settings) {
        return new RestDownstreamClient(settings);
    }
}
