package dev.rbench.service.common;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/**
 * What both services share at runtime. Each service imports this and provides one
 * {@link ServiceStack} bean saying which stack it is and one {@link ServerConcurrency} bean.
 */
@Configuration(proxyBeanMethods = false)
@Import({InvalidParameterAdvice.class, StatusController.class})
public class ServiceCommonConfiguration {

    @Bean
    ListeningAnnouncer listeningAnnouncer(ServiceStack stack) {
        return new ListeningAnnouncer(stack);
    }
}
