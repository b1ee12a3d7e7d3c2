package dev.rbench.service.blocking.records;

import dev.rbench.service.common.postgres.PostgresDriver;
import dev.rbench.service.common.postgres.PostgresSettings;
import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.env.ConfigurableEnvironment;

/**
 * MVC reads PostgreSQL with JDBC only: {@code --rbench.postgres.driver=r2dbc} with a URL stops the
 * service before the context starts, as the one-line report, instead of being ignored (a run named
 * for R2DBC would measure JDBC).
 */
public class JdbcOnlyEnvironmentPostProcessor implements EnvironmentPostProcessor {

    static final String SERVICE = "MVC service";

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment env, SpringApplication application) {
        PostgresSettings settings = PostgresSettings.from(env);
        if (settings != null) {
            settings.driverAmong(SERVICE, PostgresDriver.JDBC);
        }
    }
}
