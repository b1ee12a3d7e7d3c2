package dev.rbench.service.reactive;

import java.util.Map;
import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * Rejects an invalid {@code --rbench.event-loops} or {@code --rbench.threads} before the context starts, so the
 * failure is the one-line report rather than a bean-creation stack trace; and with {@code --rbench.threads=virtual}
 * turns on Boot's virtual threads, which give WebFlux its blocking executor.
 */
public class EventLoopsEnvironmentPostProcessor implements EnvironmentPostProcessor {
    static final String SOURCE_NAME = "rbenchHandlerThreads";

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment env, SpringApplication application) {
        EventLoopSettings.eventLoops(env);
        if (HandlerThreadSettings.virtual(env)) {
            // Last, as a default: an explicit spring.threads.virtual.enabled=false still wins, and leaves the blocking-style
            // handlers on the event loops, which the handler threads' counts in /info show and the runner's verification refuses.
            env.getPropertySources().addLast(new MapPropertySource(SOURCE_NAME, Map.of("spring.threads.virtual.enabled", "true")));
        }
    }
}
