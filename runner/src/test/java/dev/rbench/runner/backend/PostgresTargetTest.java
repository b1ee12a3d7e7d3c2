package dev.rbench.runner.backend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** How a postgres.url becomes what the services get: a URL without credentials, and the credentials apart. */
class PostgresTargetTest {

    @Test
    void credentialsInTheUrlAreTakenOutOfIt() {
        PostgresSession.Target t = PostgresSession.Target.parse("postgresql://alice:p%40ss@db.example.org:5433/bench", Map.of());
        assertThat(t.url()).isEqualTo("postgresql://db.example.org:5433/bench");
        assertThat(t.jdbcUrl()).isEqualTo("jdbc:postgresql://db.example.org:5433/bench");
        assertThat(t.user()).isEqualTo("alice");
        assertThat(t.password()).isEqualTo("p@ss");
        assertThat(t.host()).isEqualTo("db.example.org");
        assertThat(t.port()).isEqualTo(5433);
        assertThat(t.via(40000).url()).isEqualTo("postgresql://127.0.0.1:40000/bench");
    }

    @Test
    void otherwiseTheyComeFromTheEnvironmentAndPortAndDatabaseDefault() {
        PostgresSession.Target t = PostgresSession.Target.parse("jdbc:postgresql://db",
                Map.of("RBENCH_POSTGRES_USER", "bob", "RBENCH_POSTGRES_PASSWORD", "pw"));
        assertThat(t.url()).isEqualTo("postgresql://db:5432/postgres");
        assertThat(t.user()).isEqualTo("bob");
        assertThat(t.password()).isEqualTo("pw");
        assertThat(PostgresSession.Target.parse("postgres://[::1]/x", Map.of()).url()).isEqualTo("postgresql://[::1]:5432/x");
        assertThat(PostgresSession.Target.parse("postgres://[::1]:6000/x", Map.of()).port()).isEqualTo(6000);
    }
}
