package dev.rbench.runner.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.model.StackKind;
import dev.rbench.runner.backend.CassandraBackend;
import dev.rbench.runner.backend.DownstreamBackend;
import dev.rbench.runner.backend.MongoBackend;
import dev.rbench.runner.backend.PostgresBackend;
import dev.rbench.runner.backend.RecordStoresBackend;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Each backend's own keys, defaults and rules, and the scenario's rules that join backend, routes and load. */
class BackendSettingsTest {

    private static Scenario read(String yaml) {
        return ScenarioYaml.read(yaml, "s.yaml").build();
    }

    @Test
    void eachBackendHasTheStudysDefaults() {
        MongoBackend mongo = (MongoBackend) read("path: /documents/1\nbackend: mongo\n").backend();
        assertThat(mongo.poolSize()).isEqualTo(100);
        assertThat(mongo.maxConnecting()).isEqualTo(2);
        assertThat(mongo.documentBytes()).isEqualTo(1024 * 1024);
        assertThat(mongo.embedded()).isTrue();
        CassandraBackend cassandra = (CassandraBackend) read("path: /api/\nbackend: {cassandra: {}}\n").backend();
        assertThat(cassandra.rows()).isEqualTo(10_000);
        assertThat(cassandra.pageSize()).isEqualTo(5000);
        assertThat(cassandra.modelPool()).isEmpty();
        DownstreamBackend downstream = (DownstreamBackend) read("path: /remote?ms={delayMs}\nbackend: {downstream: {}}\n").backend();
        assertThat(downstream.embedded()).isTrue();
        assertThat(downstream.poolSize()).isEqualTo(10_000);
    }

    @Test
    void badMongoValuesAreReportedTogether() {
        assertThatThrownBy(() -> read("backend: {mongo: {access: jpa, poolSize: 0, calls: [0], uri: 'x://h'}}\n"))
                .hasMessageContaining("backend.mongo.access: 'jpa' is not one of [driver, template, repository]")
                .hasMessageContaining("backend.mongo.poolSize: 0 is outside 1..10000")
                .hasMessageContaining("backend.mongo.calls: 0 is outside 1..100")
                .hasMessageContaining("backend.mongo.uri: must start with mongodb://");
        assertThatThrownBy(() -> read("database: mysql\n")).hasMessageContaining("backend: unknown 'mysql'")
                .hasMessageContaining("valid: none, mongo, postgres, mongo+postgres, cassandra, downstream");
    }

    @Test
    void badPostgresValuesAreReportedWithThePasswordHidden() {
        assertThatThrownBy(() -> read("backend: {postgres: {url: 'mysql://u:pw@h/db', poolSize: 0, timeout: 0s}}\n"
                + "routes: [get-one]\n"))
                .hasMessageContaining("backend.postgres.url: must be postgresql://")
                .hasMessageContaining("mysql://u:***@h/db").hasMessageNotContaining(":pw@")
                .hasMessageContaining("backend.postgres.poolSize: 0 is outside 1..10000")
                .hasMessageContaining("backend.postgres.timeout: must be positive")
                .hasMessageContaining("routes: the CRUD routes are MongoDB's");
        Scenario pg = read("backend: {postgres: {url: 'postgresql://alice:s3cret@db:5432/x'}}\npath: /records?store=postgres&count=1\n");
        assertThat(((PostgresBackend) pg.backend()).url()).contains("s3cret");
        assertThat(pg.toMap().toString()).doesNotContain("s3cret");
    }

    @Test
    void badCassandraValuesAreReportedTogetherAndTheProxyIsNotOffered() {
        assertThatThrownBy(() -> read("backend: {cassandra: {contactPoint: nohost, rows: -1, pageSize: 0, connections: 0,"
                + " timeout: 0s, latency: 5ms}}\nroutes: [/api/]\n"))
                .hasMessageContaining("backend.cassandra.contactPoint: 'nohost' is not host:port")
                .hasMessageContaining("backend.cassandra.rows: -1 is outside")
                .hasMessageContaining("backend.cassandra.pageSize: 0 is outside")
                .hasMessageContaining("backend.cassandra.connections: 0 is outside")
                .hasMessageContaining("backend.cassandra.timeout: must be positive")
                .hasMessageContaining("unknown key 'latency'")
                .hasMessageContaining("the Cassandra route is one full-table read per request");
    }

    @Test
    void aDownstreamIsEmbeddedOrAnHttpAddressAndNeverBesideADatabase() {
        assertThat(((DownstreamBackend) read("downstream: http://10.0.0.1:8080\n").backend()).url()).isEqualTo("http://10.0.0.1:8080");
        assertThatThrownBy(() -> read("backend: {downstream: {url: 'ftp://x'}}\n")).hasMessageContaining("is not embedded or http://host:port");
        assertThatThrownBy(() -> read("downstream: embedded\ndatabase: mongo\n")).hasMessageContaining("not both");
    }

    @Test
    void bothRecordStoresShareOnePoolSize() {
        Scenario ok = read("path: /records?store=mongo&count=1\nbackend: {mongo+postgres: {mongo: {poolSize: 5}, postgres: {poolSize: 5}}}\n");
        assertThat(((RecordStoresBackend) ok.backend()).modelPool()).hasValue(5);
        assertThatThrownBy(() -> read("backend: {mongo+postgres: {mongo: {poolSize: 5}, postgres: {poolSize: 6}}}\n"))
                .hasMessageContaining("give them the same pool");
    }

    @Test
    void aBlockForAnotherBackendIsAnErrorInTheFlatForm() {
        assertThatThrownBy(() -> read("database: postgres\nmongo:\n  poolSize: 5\n"))
                .hasMessageContaining("s.yaml:3:3: mongo: this block is for another backend, but the scenario's is postgres");
    }

    @Test
    void sweepingCallsRunsOneStepPerXAtOneLoad() {
        Scenario s = read("path: /documents/1/fanout?calls={calls}&parallel={parallel}\nbackend: {mongo: {calls: [1, 2, 5]}}\n"
                + "workload: {burst: {users: [50]}}\n");
        assertThat(s.plan()).extracting(StepPlan::calls).containsExactly(1, 2, 5);
        assertThat(s.requestPath(5, true)).isEqualTo("/documents/1/fanout?calls=5&parallel=true");
        assertThatThrownBy(() -> read("backend: {mongo: {calls: [1, 2]}}\nworkload: {burst: {users: [1, 2]}}\n"))
                .hasMessageContaining("sweeps calls at one load");
        assertThatThrownBy(() -> read("path: /x?calls={calls}\n")).hasMessageContaining("only the MongoDB fan-out route makes {calls}");
    }

    @Test
    void whoMakesTheirCallsInParallel() {
        MongoBackend natural = (MongoBackend) read("backend: mongo\n").backend();
        assertThat(List.of(StackKind.BLOCKING, StackKind.VIRTUAL, StackKind.REACTIVE)).map(natural::parallelFor)
                .containsExactly(false, false, true);
        MongoBackend fork = (MongoBackend) read("backend: {mongo: {fanout: parallel}}\n").backend();
        assertThat(List.of(StackKind.BLOCKING, StackKind.VIRTUAL, StackKind.REACTIVE)).map(fork::parallelFor)
                .containsExactly(false, true, true);
    }

    @Test
    void routesAreAClosedSetAndNeedTheirSeededEntities() {
        assertThatThrownBy(() -> read("backend: mongo\nroutes: [delete]\n")).hasMessageContaining("routes: unknown route 'delete'");
        assertThatThrownBy(() -> read("backend: {mongo: {entities: 3}}\nroutes: [replace-many]\n")).hasMessageContaining("seed at least");
        assertThatThrownBy(() -> read("routes: [get-one]\n")).hasMessageContaining("the CRUD routes are MongoDB's");
        assertThatThrownBy(() -> read("routes: [/a, /a]\n")).hasMessageContaining("a route is listed twice");
        Scenario paths = read("routes: [/delay/1, /delay/2]\nworkload: {burst: {users: [1, 5]}}\n");
        assertThat(paths.plan()).hasSize(4);
    }

    @Test
    void aStackVariantNamesAnAccessWayOnlyOnAMongoRoute() {
        assertThat(read("backend: mongo\nstacks: [blocking:driver, reactive+batch=10]\n").stacks()).hasSize(2);
        assertThatThrownBy(() -> read("backend: mongo\nstacks: [blocking:odbc]\n")).hasMessageContaining("unknown stack 'blocking:odbc'");
        assertThatThrownBy(() -> read("stacks: [blocking:driver]\n")).hasMessageContaining("set backend: mongo");
    }
}
