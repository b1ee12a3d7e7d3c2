package dev.rbench.service.common.postgres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.protocol.ServiceInfo.PostgresInfo;
import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.errors.ApiException;
import dev.rbench.service.common.errors.InvalidServicePropertyException;
import io.r2dbc.spi.R2dbcNonTransientResourceException;
import io.r2dbc.spi.R2dbcTimeoutException;
import java.net.ConnectException;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.springframework.mock.env.MockEnvironment;

class PostgresSettingsTest {

    @Test
    void withoutAUrlThereIsNoDatabase() {
        assertThat(PostgresSettings.from(new MockEnvironment())).isNull();
    }

    @Test
    void readsTheUrlInEitherFormAndTheCredentialsApart() {
        for (String url : new String[] {"postgresql://127.0.0.1:5433/bench", "jdbc:postgresql://127.0.0.1:5433/bench"}) {
            PostgresSettings s = PostgresSettings.from(new MockEnvironment()
                    .withProperty(ServiceProperty.POSTGRES_URL, url)
                    .withProperty(ServiceProperty.POSTGRES_USER, "u")
                    .withProperty(ServiceProperty.POSTGRES_PASSWORD, "secret")
                    .withProperty(ServiceProperty.POSTGRES_POOL_SIZE, "7"));
            assertThat(s.jdbcUrl()).isEqualTo("jdbc:postgresql://127.0.0.1:5433/bench");
            assertThat(s.host()).isEqualTo("127.0.0.1");
            assertThat(s.port()).isEqualTo(5433);
            assertThat(s.database()).isEqualTo("bench");
            assertThat(s.poolSize()).isEqualTo(7);
            assertThat(s.timeoutMs()).isEqualTo(10_000);
            assertThat(s.fetchSize()).isEqualTo(100);
            assertThat(s.toString()).doesNotContain("secret");
        }
        PostgresSettings defaults = PostgresSettings.from(new MockEnvironment().withProperty(ServiceProperty.POSTGRES_URL, "postgresql://db"));
        assertThat(defaults.jdbcUrl()).isEqualTo("jdbc:postgresql://db:5432/postgres");
        assertThat(defaults.seconds(1)).isEqualTo(1);
        assertThat(defaults.seconds(1001)).isEqualTo(2);
    }

    @Test
    void refusesCredentialsInTheUrlWithoutShowingThem() {
        assertThatThrownBy(() -> PostgresSettings.from(new MockEnvironment()
                .withProperty(ServiceProperty.POSTGRES_URL, "postgresql://u:secret@db:5432/x")))
                .isInstanceOf(InvalidServicePropertyException.class)
                .hasMessageNotContaining("secret")
                .hasMessageContaining("rbench.postgres.url");
        assertThatThrownBy(() -> PostgresSettings.from(new MockEnvironment()
                .withProperty(ServiceProperty.POSTGRES_URL, "mongodb://db")))
                .isInstanceOf(InvalidServicePropertyException.class);
        assertThatThrownBy(() -> PostgresSettings.from(new MockEnvironment()
                .withProperty(ServiceProperty.POSTGRES_URL, "postgresql://db").withProperty(ServiceProperty.POSTGRES_POOL_SIZE, "0")))
                .isInstanceOf(InvalidServicePropertyException.class);
    }

    @Test
    void theDriverIsEachServicesDefaultUnlessGivenAndAnyOtherValueIsRefused() {
        MockEnvironment env = new MockEnvironment().withProperty(ServiceProperty.POSTGRES_URL, "postgresql://db");
        PostgresSettings unset = PostgresSettings.from(env);
        assertThat(unset.driver()).isNull();
        assertThat(unset.driverAmong("WebFlux service", PostgresDriver.R2DBC, PostgresDriver.JDBC)).isEqualTo(PostgresDriver.R2DBC);
        assertThat(unset.driverAmong("MVC service", PostgresDriver.JDBC)).isEqualTo(PostgresDriver.JDBC);

        PostgresSettings jdbc = PostgresSettings.from(env.withProperty(ServiceProperty.POSTGRES_DRIVER, " JDBC "));
        assertThat(jdbc.driverAmong("WebFlux service", PostgresDriver.R2DBC, PostgresDriver.JDBC)).isEqualTo(PostgresDriver.JDBC);
        assertThat(jdbc.info(PostgresDriver.JDBC, 20)).isEqualTo(new PostgresInfo("jdbc", "postgres", 100, 10_000, 2_000, 100, 20));
        assertThat(jdbc.toString()).contains("driver=jdbc");

        assertThatThrownBy(() -> PostgresSettings.from(new MockEnvironment().withProperty(ServiceProperty.POSTGRES_DRIVER, "odbc")))
                .isInstanceOf(InvalidServicePropertyException.class)
                .hasMessage("invalid rbench.postgres.driver='odbc': must be one of jdbc, r2dbc");
        PostgresSettings r2dbc = PostgresSettings.from(env.withProperty(ServiceProperty.POSTGRES_DRIVER, "r2dbc"));
        assertThatThrownBy(() -> r2dbc.driverAmong("MVC service", PostgresDriver.JDBC))
                .isInstanceOf(InvalidServicePropertyException.class)
                .hasMessage("invalid rbench.postgres.driver='r2dbc': the MVC service reads PostgreSQL with jdbc only;"
                        + " leave it out or give jdbc");
    }

    @Test
    void failuresBecome503WithTheirKindOr500() {
        assertThat(status(new SQLTransientConnectionException("Connection is not available, request timed out after 500ms")))
                .isEqualTo("503 database timed out: SQLTransientConnectionException");
        assertThat(status(new SQLException("canceling statement due to statement timeout", "57014")))
                .isEqualTo("503 database timed out: SQLException");
        assertThat(status(new R2dbcTimeoutException("acquire")))
                .isEqualTo("503 database timed out: R2dbcTimeoutException");
        assertThat(status(new TimeoutException("first row")))
                .isEqualTo("503 database timed out: TimeoutException");
        assertThat(status(new SQLTransientConnectionException("timed out", "08001", new ConnectException("refused"))))
                .isEqualTo("503 database unreachable: ConnectException");
        assertThat(status(new SQLException("I/O error", "08006")))
                .isEqualTo("503 database unreachable: SQLException");
        assertThat(status(new R2dbcNonTransientResourceException("closed")))
                .isEqualTo("503 database unreachable: R2dbcNonTransientResourceException");
        assertThat(status(new SQLException("relation does not exist", "42P01")))
                .isEqualTo("500 database error: SQLException");
        ApiException already = ApiException.badRequest("x");
        assertThat(PostgresFailures.classify(already)).isSameAs(already);
    }

    private static String status(Throwable t) {
        ApiException e = PostgresFailures.classify(t);
        return e.status().value() + " " + e.getMessage();
    }
}
