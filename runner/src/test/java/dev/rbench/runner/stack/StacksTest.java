package dev.rbench.runner.stack;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.model.StackKind;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioYaml;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

class StacksTest {

    private static final String RECORDS = "path: /records?store=postgres&size=1kb&count=10\n";

    private static Scenario scenario(String yaml) {
        return ScenarioYaml.read(yaml, "s.yaml").build();
    }

    private static JsonNode info(String json) {
        return JsonMapper.builder().build().readTree(json);
    }

    @Test
    void reactiveJdbcIsTheReactiveStackReadingPostgresWithJdbc() {
        StackDefinition jdbc = Stacks.get("reactive:jdbc");
        assertThat(jdbc.name()).isEqualTo("reactive:jdbc");
        assertThat(jdbc.modelKind()).isEqualTo(StackKind.REACTIVE);
        assertThat(jdbc.serviceModule()).isEqualTo("reactive");
        assertThat(jdbc.postgresDriver()).contains("jdbc");
        assertThat(jdbc.access()).isEmpty();
        assertThat(jdbc.batchSize()).isEmpty();
        Scenario postgres = scenario(RECORDS + "database: postgres\nstacks: [reactive, reactive:jdbc]\n");
        assertThat(jdbc.serviceArgs(postgres)).contains("--rbench.postgres.driver=jdbc");
        assertThat(Stacks.get("reactive").serviceArgs(postgres)).noneMatch(a -> a.startsWith("--rbench.postgres.driver"));
        // No MongoDB way to record on a PostgreSQL run; the runner adds the driver itself.
        assertThat(jdbc.config(postgres)).doesNotContainKeys("access", "batchSize").containsEntry("framework", "spring-webflux");
        assertThat(Stacks.get("blocking").postgresDriver()).contains("jdbc");
        assertThat(Stacks.get("virtual").postgresDriver()).contains("jdbc");
        assertThat(Stacks.get("reactive").postgresDriver()).contains("r2dbc");
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
        JsonNode r2dbc = info("{\"stack\":\"reactive\",\"postgres\":{\"driver\":\"r2dbc\"}}");
        JsonNode jdbc = info("{\"stack\":\"reactive\",\"postgres\":{\"driver\":\"jdbc\"}}");
        StackDefinition variant = Stacks.get("reactive:jdbc");
        assertThat(variant.verify(jdbc, postgres)).isEmpty();
        assertThat(variant.verifyPostgres(jdbc, postgres)).isEmpty();
        assertThat(variant.verifyPostgres(r2dbc, postgres)).containsExactly("service reads PostgreSQL with 'r2dbc', expected 'jdbc'");
        assertThat(Stacks.get("reactive").verifyPostgres(r2dbc, postgres)).isEmpty();
        assertThat(Stacks.get("reactive").verifyPostgres(jdbc, postgres)).containsExactly("service reads PostgreSQL with 'jdbc', expected 'r2dbc'");
        assertThat(Stacks.get("blocking").verifyPostgres(info("{\"stack\":\"blocking\"}"), postgres))
                .containsExactly("service reads PostgreSQL with '', expected 'jdbc'");
        // Without PostgreSQL there is nothing to check.
        assertThat(Stacks.get("reactive").verifyPostgres(info("{}"), scenario("path: /delay/100\n"))).isEmpty();
    }
}
