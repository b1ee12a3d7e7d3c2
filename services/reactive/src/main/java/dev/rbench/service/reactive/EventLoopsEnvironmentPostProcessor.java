package dev.rbench.service.reactive;

import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.env.ConfigurableEnvironment;

/**
 * Rejects an invalid {@code --rbench.event-loops} before the context starts, so the failure is the
 * one-line report rather than a bean-creation stack trace.
 */
public class EventLoopsEnvironmentPostProcessor implements EnvironmentPostProcessor {

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment env, SpringApplication application) {
        EventLoopSettings.eventLoops(env);
    }
}
