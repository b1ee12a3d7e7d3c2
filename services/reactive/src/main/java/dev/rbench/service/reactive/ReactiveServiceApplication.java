package dev.rbench.service.reactive;

import dev.rbench.service.common.ServiceCommonConfiguration;
import dev.rbench.service.common.ServiceStack;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.core.env.Environment;

/**
 * Spring WebFlux on Reactor Netty: the "reactive" stack, or with {@code --rbench.threads=virtual} the
 * "virtual-netty" stack, whose handlers are the blocking-style ones run on virtual threads ({@link ThreadHandlers}).
 */
@SpringBootApplication
@Import(ServiceCommonConfiguration.class)
public class ReactiveServiceApplication {

    public static void main(String[] args) {
        SpringApplication.run(ReactiveServiceApplication.class, args);
    }

    /** From the handlers mapped; whether they really run on virtual threads is counted, not assumed ({@code /info}). */
    @Bean
    ServiceStack serviceStack(Environment env) {
        return ServiceStack.webflux(HandlerThreadSettings.virtual(env));
    }
}
