package dev.rbench.service.common.remote;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.core.env.Environment;

/**
 * What {@code /remote} shares on both stacks: the settings (read strictly at startup) and the
 * 502/503/504 mapping. Each stack's remote configuration imports this and adds its own client.
 */
@Configuration(proxyBeanMethods = false)
@Import(DownstreamFailureAdvice.class)
public class RemoteCommonConfiguration {

    @Bean
    DownstreamSettings downstreamSettings(Environment env) {
        return DownstreamSettings.from(env);
    }
}
