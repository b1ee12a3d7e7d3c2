package dev.rbench.service.common.mongo;

import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.env.ConfigurableEnvironment;

/**
 * Rejects an invalid {@code --rbench.mongo.*}, {@code --rbench.cassandra.*} or {@code --rbench.max-body-bytes} before the context
 * starts, so the failure is the one-line report rather than a bean-creation stack trace.
 */
public class MongoPropertiesEnvironmentPostProcessor implements EnvironmentPostProcessor {

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment env, SpringApplication application) {
        MongoSettings.from(env);
        BodyLimit.from(env);
        dev.rbench.service.common.cassandra.CassandraSettings.from(env);
    }
}
