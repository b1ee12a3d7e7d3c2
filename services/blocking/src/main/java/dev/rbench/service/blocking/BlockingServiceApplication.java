package dev.rbench.service.blocking;

import dev.rbench.service.common.ServiceCommonConfiguration;
import dev.rbench.service.common.ServiceStack;
import dev.rbench.service.common.handlers.ThreadDelayController;
import dev.rbench.service.common.handlers.ThreadItemController;
import dev.rbench.service.common.handlers.ThreadRemoteConfiguration;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.thread.Threading;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.core.env.Environment;

/**
 * Spring MVC on Tomcat: the "blocking" stack on platform threads, or the "virtual" stack with
 * {@code --rbench.threads=virtual}. One jar for both so the two differ only in the thread model.
 */
@SpringBootApplication
@Import({ServiceCommonConfiguration.class, ThreadDelayController.class, ThreadRemoteConfiguration.class, ThreadItemController.class})
public class BlockingServiceApplication {

    public static void main(String[] args) {
        SpringApplication.run(BlockingServiceApplication.class, args);
    }

    /** Derived from what Spring Boot actually uses, not from the argument, so it cannot disagree. */
    @Bean
    ServiceStack serviceStack(Environment env) {
        return ServiceStack.mvc(Threading.VIRTUAL.isActive(env));
    }
}
