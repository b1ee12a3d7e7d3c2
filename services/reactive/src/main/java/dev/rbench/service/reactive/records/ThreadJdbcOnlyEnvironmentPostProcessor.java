package dev.rbench.service.reactive.records;

import dev.rbench.service.common.postgres.PostgresDriver;
import dev.rbench.service.common.postgres.PostgresSettings;
import dev.rbench.service.reactive.HandlerThreadSettings;
import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.env.ConfigurableEnvironment;

/**
 * Virtual-netty reads PostgreSQL with JDBC only (its handlers wait on their virtual threads): with
 * {@code --rbench.threads=virtual}, {@code --rbench.postgres.driver=r2dbc} and a URL stop the service before the context
 * starts, as the one-line report, instead of being ignored (a run named for R2DBC would measure JDBC).
 */
public class ThreadJdbcOnlyEnvironmentPostProcessor implements EnvironmentPostProcessor {

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment env, SpringApplication application) {
        if (!HandlerThreadSettings.virtual(env)) {
            return;
        }
        PostgresSettings settings = PostgresSettings.from(env);
        if (settings != null) {
            settings.driverAmong(ThreadRecordHandlers.SERVICE, PostgresDriver.JDBC);
        }
    }
}
