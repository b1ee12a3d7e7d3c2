package dev.rbench.service.common.postgres;

import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.env.ConfigurableEnvironment;

/** Rejects an invalid {@code --rbench.postgres.*} before the context starts, as the one-line report. */
public class PostgresPropertiesEnvironmentPostProcessor implements EnvironmentPostProcessor {

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment env, SpringApplication application) {
        PostgresSettings.from(env);
    }
}
