package dev.rbench.runner.stack;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.model.StackKind;
import dev.rbench.protocol.ServiceInfo;
import dev.rbench.protocol.ServiceInfo.PostgresInfo;
import dev.rbench.runner.backend.PostgresDriver;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioYaml;
import org.junit.jupiter.api.Test;

class StacksTest {

    private static final String RECORDS = "path: /records?store=postgres&size=1kb&count=10\n";

    private static Scenario scenario(String yaml) {
        return ScenarioYaml.read(yaml, "s.yaml").build();
    }

    private static ServiceInfo info(String stack, String postgresDriver) {
        PostgresInfo postgres = postgresDriver == null ? null : new PostgresInfo(postgresDriver, "rbench", 10, 1000, 1000, 100, null);
        return new ServiceInfo(stack, null, 4, 1024, false, "reactor-http-epoll-1", false, "25", 1, 512, null, postgres, null, null);
    }

    @Test
    void reactiveJdbcIsTheReactiveStackReadingPostgresWithJdbc() {
        StackDefinition jdbc = Stacks.get("reactive:jdbc");
        assertThat(jdbc.name()).isEqualTo("reactive:jdbc");
        assertThat(jdbc.modelKind()).isEqualTo(StackKind.REACTIVE);
        assertThat(jdbc.serviceModule()).isEqualTo("reactive");
        assertThat(jdbc.postgresDriver()).contains(PostgresDriver.JDBC);
        assertThat(jdbc.access()).isEmpty();
        assertThat(jdbc.batchSize()).isEmpty();
        Scenario postgres = scenario(RECORDS + "database: postgres\nstacks: [reactive, reactive:jdbc]\n");
        assertThat(jdbc.serviceArgs(postgres)).contains("--rbench.postgres.driver=jdbc");
        assertThat(Stacks.get("reactive").serviceArgs(postgres)).noneMatch(a -> a.startsWith("--rbench.postgres.driver"));
        // No MongoDB way to record on a PostgreSQL run; the runner adds the driver itself.
        assertThat(jdbc.config(postgres)).doesNotContainKeys("access", "batchSize").containsEntry("framework", "spring-webflux");
        assertThat(Stacks.get("blocking").postgresDriver()).contains(PostgresDriver.JDBC);
        assertThat(Stacks.get("virtual").postgresDriver()).contains(PostgresDriver.JDBC);
        assertThat(Stacks.get("reactive").postgresDriver()).contains(PostgresDriver.R2DBC);
    }

    @Test
    void jdbcOnMvcIsRefusedWithWhatToNameInstead() {
        assertThat(Stacks.find("blocking:jdbc")).isEmpty();
        assertThat(Stacks.find("virtual:jdbc")).isEmpty();
        assertThat(Stacks.problem("blocking:jdbc", null)).contains(
                "'blocking:jdbc': blocking (Spring MVC) always reads PostgreSQL with JDBC; name it 'blocking'"
                        + " (':jdbc' is for WebFlux: reactive:jdbc)");
        assertThatThrownBy(() -> Stacks.get("virtual:jdbc")).hasMessageContaining("name it 'virtual'");
        assertThat(Stacks.problem("reactive:odbc", null)).get().asString().startsWith("unknown stack 'reactive:odbc'; valid: ")
                .contains("reactive:jdbc");
    }

    @Test
    void reactiveJdbcNeedsPostgres() {
        assertThat(Stacks.problem("reactive:jdbc", scenario(RECORDS + "database: postgres\n").backend())).isEmpty();
        assertThat(Stacks.problem("reactive:jdbc", scenario(RECORDS + "database: mongo+postgres\n").backend())).isEmpty();
        assertThat(Stacks.problem("reactive:jdbc", scenario("path: /documents/1\ndatabase: mongo\n").backend())).contains(
                "'reactive:jdbc' reads PostgreSQL with JDBC; it needs backend: postgres or mongo+postgres"
                        + " (for MongoDB name an access way instead, e.g. reactive:driver)");
        assertThatThrownBy(() -> scenario("path: /delay/100\nstacks: [reactive:jdbc]\n"))
                .hasMessageContaining("stacks: 'reactive:jdbc' reads PostgreSQL with JDBC; it needs backend: postgres");
        assertThatThrownBy(() -> scenario(RECORDS + "database: postgres\nstacks: [reactive, blocking:jdbc]\n"))
                .hasMessageContaining("stacks: 'blocking:jdbc': blocking (Spring MVC) always reads PostgreSQL with JDBC");
        // The +batch=N part is still MongoDB's.
        assertThatThrownBy(() -> scenario(RECORDS + "database: postgres\nstacks: [reactive:jdbc+batch=10]\n"))
                .hasMessageContaining("names a MongoDB access way; set backend: mongo");
    }

    @Test
    void theDriverIsVerifiedFromInfoOnPostgresRunsOnly() {
        Scenario postgres = scenario(RECORDS + "database: postgres\n");
        ServiceInfo r2dbc = info("reactive", "r2dbc");
        ServiceInfo jdbc = info("reactive", "jdbc");
        StackDefinition variant = Stacks.get("reactive:jdbc");
        assertThat(variant.verify(jdbc, postgres)).isEmpty();
        assertThat(variant.verifyPostgres(jdbc, postgres)).isEmpty();
        assertThat(variant.verifyPostgres(r2dbc, postgres)).containsExactly("service reads PostgreSQL with 'r2dbc', expected 'jdbc'");
        assertThat(Stacks.get("reactive").verifyPostgres(r2dbc, postgres)).isEmpty();
        assertThat(Stacks.get("reactive").verifyPostgres(jdbc, postgres)).containsExactly("service reads PostgreSQL with 'jdbc', expected 'r2dbc'");
        assertThat(Stacks.get("blocking").verifyPostgres(info("blocking", null), postgres))
                .containsExactly("service reads PostgreSQL with '', expected 'jdbc'");
        // Without PostgreSQL there is nothing to check.
        assertThat(Stacks.get("reactive").verifyPostgres(info("reactive", null), scenario("path: /delay/100\n"))).isEmpty();
    }

    @Test
    void mvcIsVerifiedByItsThreadsAsInfoReportsThem() {
        Scenario s = scenario("path: /delay/100\nserverThreads: 50\n");
        ServiceInfo asAsked = new ServiceInfo("blocking", 50, null, 1024, false, "http-nio-1", false, "25", 1, 512,
                null, null, null, null);
        assertThat(Stacks.get("blocking").verify(asAsked, s)).isEmpty();
        ServiceInfo wrong = new ServiceInfo("virtual", null, null, 1024, true, "tomcat-handler-0", true, "25", 1, 512,
                null, null, null, null);
        assertThat(Stacks.get("blocking").verify(wrong, s)).containsExactly(
                "service reports stack 'virtual', expected 'blocking'",
                "requests are handled on virtual threads (tomcat-handler-0), expected platform",
                "Tomcat runs null threads, expected 50");
    }
}
