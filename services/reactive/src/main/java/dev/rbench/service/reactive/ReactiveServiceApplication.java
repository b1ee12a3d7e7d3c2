package dev.rbench.service.reactive;

import dev.rbench.service.common.ServiceCommonConfiguration;
import dev.rbench.service.common.ServiceStack;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;

/** Spring WebFlux on Reactor Netty: the "reactive" stack. */
@SpringBootApplication
@Import(ServiceCommonConfiguration.class)
public class ReactiveServiceApplication {

    public static void main(String[] args) {
        SpringApplication.run(ReactiveServiceApplication.class, args);
    }

    @Bean
    ServiceStack serviceStack() {
        return ServiceStack.REACTIVE;
    }
}
