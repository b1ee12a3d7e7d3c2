package dev.rbench.service.common.remote;

import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.env.ConfigurableEnvironment;

/**
 * Rejects an invalid {@code --rbench.downstream.*} before the context starts, so the failure is the
 * one-line report alone, not preceded by Spring's bean-creation warning. Registered in the
 * spring.factories of each service that serves {@code /remote}.
 */
public class DownstreamSettingsCheck implements EnvironmentPostProcessor {

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment env, SpringApplication application) {
        DownstreamSettings.from(env);
    }
}
