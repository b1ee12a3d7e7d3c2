package dev.rbench.runner.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.loadgen.Burst;
import dev.rbench.model.StackKind;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class DataSettingsTest {

    private static Scenario read(String yaml) {
        return ScenarioYaml.read(yaml, "s.yaml").build();
    }

    @Test
    void nestedBlocksReadAsDottedKeys() {
        Scenario s = read("""
                path: /documents/1
                database: mongo
                mongo:
                  access: repository
                  poolSize: 50
                  documentBytes: 1024
                db:
                  latency: 20ms
                """);
        DataSettings d = s.data();
        assertThat(d.usesDatabase()).isTrue();
        assertThat(d.access()).isEqualTo("repository");
        assertThat(d.poolSize()).isEqualTo(50);
        assertThat(d.documentBytes()).isEqualTo(1024);
        assertThat(d.dbLatency()).isEqualTo(Duration.ofMillis(20));
        assertThat(d.proxied()).isTrue();
        assertThat(d.embedded()).isTrue();
        // The same keys flat, as --set gives them.
        Scenario flat = read("path: /documents/1\ndatabase: mongo\nmongo.access: repository\nmongo.poolSize: 50\n"
                + "mongo.documentBytes: 1024\ndb.latency: 20ms\n");
        assertThat(flat.data()).isEqualTo(d);
    }

    @Test
    void quickBlocksNestToo() {
        Scenario s = ScenarioYaml.read("database: mongo\nmongo:\n  poolSize: 100\nquick:\n  mongo:\n    poolSize: 7\n", "s.yaml")
                .quick(true).build();
        assertThat(s.data().poolSize()).isEqualTo(7);
    }

    @Test
    void unknownNestedKeySuggestsTheRightOne() {
        assertThatThrownBy(() -> read("database: mongo\nmongo:\n  poolsize: 10\n"))
                .hasMessageContaining("s.yaml:3:3")
                .hasMessageContaining("unknown key 'mongo.poolsize'")
                .hasMessageContaining("did you mean 'mongo.poolSize'?");
    }

    @Test
    void badValuesSayWhatToFix() {
        assertThatThrownBy(() -> read("database: mysql\nmongo:\n  access: jpa\n  poolSize: 0\ncalls: [0]\n"))
                .hasMessageContaining("database: 'mysql' is not one of [none, mongo, postgres, mongo+postgres, cassandra]")
                .hasMessageContaining("mongo.access: 'jpa' is not one of [driver, template, repository]")
                .hasMessageContaining("mongo.poolSize: 0 is outside 1..10000")
                .hasMessageContaining("calls: 0 is outside 1..100");
        assertThatThrownBy(() -> read("database: mongo\nmongo:\n  uri: http://example.org\n"))
                .hasMessageContaining("mongo.uri: must start with mongodb://");
        assertThatThrownBy(() -> read("calls: [1, 2]\n"))
                .hasMessageContaining("only a database route makes calls");
        assertThatThrownBy(() -> read("database: mongo\npath: /documents/1/fanout?calls={calls}\ncalls: [1, 2]\nusers: [1, 10]\n"))
                .hasMessageContaining("sweeps calls at one load");
    }

    @Test
    void theUrisPasswordNeverReachesTheRecordedScenario() {
        Scenario s = read("database: mongo\nmongo:\n  uri: mongodb://alice:s3cret@db.example.org:27017/app?authSource=admin\n");
        assertThat(s.data().mongoUri()).contains("s3cret");   // the services need it...
        assertThat(s.toMap().toString()).doesNotContain("s3cret").contains("alice:***@db.example.org");   // ...results never see it
    }

    @Test
    void sweepingCallsRunsOneStepPerX() {
        Scenario s = read("database: mongo\npath: /documents/1/fanout?calls={calls}&parallel={parallel}\n"
                + "calls: [1, 5]\nusers: [50]\nramp: 0s\n");
        assertThat(s.plan()).containsExactly(
                new StepPlan(new Burst(50, Duration.ZERO), null, 1),
                new StepPlan(new Burst(50, Duration.ZERO), null, 5));
        assertThat(s.requestPath(5, true)).isEqualTo("/documents/1/fanout?calls=5&parallel=true");
        assertThat(s.sweepsCalls()).isTrue();
    }

    @Test
    void whoMakesTheirCallsInParallel() {
        DataSettings natural = read("database: mongo\n").data();
        assertThat(List.of(StackKind.BLOCKING, StackKind.VIRTUAL, StackKind.REACTIVE).stream().map(natural::parallelFor))
                .containsExactly(false, false, true);
        DataSettings forked = read("database: mongo\nfanout: parallel\n").data();
        assertThat(List.of(StackKind.BLOCKING, StackKind.VIRTUAL, StackKind.REACTIVE).stream().map(forked::parallelFor))
                .containsExactly(false, true, true);
    }

    @Test
    void aDownstreamIsEmbeddedOrAnHttpAddressAndNeverBesideADatabase() {
        DataSettings d = read("downstream: embedded\npath: /remote?ms={delayMs}\ndownstream.poolSize: 50\n").data();
        assertThat(d.usesDownstream()).isTrue();
        assertThat(d.embeddedDownstream()).isTrue();
        assertThat(d.backendPoolSize()).isEqualTo(50);
        assertThat(read("downstream: http://10.0.0.5:8081\n").data().embeddedDownstream()).isFalse();
        assertThatThrownBy(() -> read("downstream: ftp://x\n")).hasMessageContaining("is not none, embedded or http://host:port");
        assertThatThrownBy(() -> read("downstream: embedded\ndatabase: mongo\n")).hasMessageContaining("not both");
    }

    @Test
    void routesAreAClosedSetAndNeedTheirSeededEntities() {
        assertThatThrownBy(() -> read("database: mongo\nroutes: [get-one, delete]\nusers: [10]\n"))
                .hasMessageContaining("routes: unknown route 'delete'");
        assertThatThrownBy(() -> read("database: mongo\nroutes: [replace-many]\nusers: [10]\nmongo.entities: 5\n"))
                .hasMessageContaining("seed at least 12");
        assertThatThrownBy(() -> read("database: mongo\nroutes: [get-one, 'records?count=1']\nusers: [10]\n"))
                .hasMessageContaining("routes: unknown route 'records?count=1'; give a GET path starting with /");
        assertThatThrownBy(() -> read("routes: [get-one]\nusers: [10]\n"))
                .hasMessageContaining("the CRUD routes need a database");
        Scenario s = read("database: mongo\nroutes: [get-one, create]\nusers: [10]\n");
        assertThat(s.plan()).extracting(StepPlan::route).extracting(RouteStep::crud).containsExactly(CrudRoute.GET_ONE, CrudRoute.CREATE);
        assertThat(CrudRoute.REPLACE_MANY.body(3)).startsWith("[{\"id\":\"e3\",\"name\":\"alpha\",\"payload\":\"xxx\"}")
                .endsWith("{\"id\":\"e12\",\"name\":\"alpha\",\"payload\":\"xxx\"}]");
    }

    @Test
    void pathRoutesAreGetRequestsAndEveryUserCountRequestsEveryRoute() {
        Scenario s = read("routes: [/delay/10, /delay/20]\nusers: [1, 5]\nramp: 0s\n");
        assertThat(s.plan()).extracting(p -> p.workload().users() + " " + p.route().method() + " " + p.route().path())
                .containsExactly("1 GET /delay/10", "1 GET /delay/20", "5 GET /delay/10", "5 GET /delay/20");
        assertThat(s.plan().getFirst().route().body(100)).isEmpty();
        assertThat(s.plan().getFirst().route().isCrud()).isFalse();
    }

    @Test
    void bothRecordStoresShareOnePoolSize() {
        DataSettings d = read("database: mongo+postgres\nmongo:\n  poolSize: 50\npostgres:\n  poolSize: 50\n").data();
        assertThat(d.usesPostgres()).isTrue();
        assertThat(d.backendPoolSize()).isEqualTo(50);
        assertThatThrownBy(() -> read("database: mongo+postgres\nmongo:\n  poolSize: 50\npostgres:\n  poolSize: 80\n"))
                .hasMessageContaining("give them the same pool");
    }

    @Test
    void aStackVariantNamesAnAccessWayOnlyOnAMongoRoute() {
        assertThat(read("database: mongo\nstacks: [blocking:driver, reactive:repository]\n").stacks())
                .containsExactly("blocking:driver", "reactive:repository");
        assertThatThrownBy(() -> read("database: mongo\nstacks: [blocking:odbc]\n")).hasMessageContaining("unknown stack 'blocking:odbc'");
        assertThatThrownBy(() -> read("stacks: [blocking:driver]\n")).hasMessageContaining("set database: mongo");
    }

    @Test
    void everyPresetBuildsInBothForms() throws Exception {
        try (var files = java.nio.file.Files.list(java.nio.file.Path.of("..", "scenarios"))) {
            for (var file : files.filter(f -> f.toString().endsWith(".yaml")).toList()) {
                ScenarioYaml.read(file).build();
                ScenarioYaml.read(file).quick(true).build();
            }
        }
    }

    @Test
    void postgresBlocksReadAsDottedKeysAndTheUrlIsShownRedacted() {
        Scenario s = read("""
                path: /records?store=postgres&size=10kb&count=100
                database: postgres
                postgres:
                  url: postgresql://alice:s3cret@db.example.org:5432/bench
                  poolSize: 40
                  timeout: 3s
                """);
        DataSettings d = s.data();
        assertThat(d.usesDatabase()).isTrue();
        assertThat(d.usesPostgres()).isTrue();
        assertThat(d.postgresEmbedded()).isFalse();
        assertThat(d.postgresPoolSize()).isEqualTo(40);
        assertThat(d.backendPoolSize()).isEqualTo(40);
        assertThat(d.postgresTimeout()).isEqualTo(Duration.ofSeconds(3));
        assertThat(d.postgresUrl()).contains("s3cret");   // the runner needs it...
        assertThat(d.postgresUrlRedacted()).isEqualTo("postgresql://alice:***@db.example.org:5432/bench");
        assertThat(d.toMap()).containsEntry("postgres.url", "postgresql://alice:***@db.example.org:5432/bench")
                .containsEntry("postgres.poolSize", 40).containsEntry("postgres.timeout", "3s");
        assertThat(d.toMap().toString()).doesNotContain("s3cret");
        Scenario flat = read("database: postgres\npostgres.poolSize: 40\n");
        assertThat(flat.data().postgresPoolSize()).isEqualTo(40);
        assertThat(flat.data().postgresEmbedded()).isTrue();
        // Every database scenario records every database key, as the Mongo ones are in a postgres run.
        assertThat(read("database: mongo\n").data().toMap()).containsEntry("postgres.url", "");
    }

    @Test
    void badPostgresSettingsAreReportedTogether() {
        assertThatThrownBy(() -> read("database: postgres\npostgres:\n  url: mysql://u:pw@h/db\n  poolSize: 0\n  timeout: 0s\n"
                + "routes: [get-one]\n"))
                .hasMessageContaining("postgres.url: must be postgresql://")
                .hasMessageContaining("mysql://u:***@h/db")
                .hasMessageNotContaining(":pw@")
                .hasMessageContaining("postgres.poolSize: 0 is outside 1..10000")
                .hasMessageContaining("postgres.timeout: must be positive")
                .hasMessageContaining("routes: the CRUD routes are MongoDB's");
    }

    @Test
    void cassandraBlockFlattensLikeMongosAndHasTheStudysDefaults() {
        DataSettings d = read("path: /api/\ndatabase: cassandra\ncassandra:\n  rows: 500\n  pageSize: 100\n  timeout: 3s\n").data();
        assertThat(d.usesCassandra()).isTrue();
        assertThat(d.usesMongo()).isFalse();
        assertThat(d.embedded()).isTrue();
        assertThat(d.where()).isEqualTo("(embedded)");
        assertThat(d.cassandra()).isEqualTo(new CassandraData("", "datacenter1", 500, 100, Duration.ofSeconds(3), 100, 1));
        assertThat(read("path: /api/\ndatabase: cassandra\ncassandra.rows: 500\ncassandra.pageSize: 100\ncassandra.timeout: 3s\n")
                .data()).isEqualTo(d);
        CassandraData defaults = read("path: /api/\ndatabase: cassandra\n").data().cassandra();
        assertThat(defaults.rows()).isEqualTo(10_000);
        assertThat(defaults.pageSize()).isEqualTo(5000);
        assertThat(defaults.connections()).isEqualTo(1);
    }

    @Test
    void aCassandraContactPointIsRecordedAndNoMongoKeysAre() {
        DataSettings d = read("path: /api/\ndatabase: cassandra\ncassandra:\n  contactPoint: db.example.org:9042\n"
                + "  localDatacenter: dc1\n").data();
        assertThat(d.embedded()).isFalse();
        assertThat(d.where()).isEqualTo("at db.example.org:9042");
        assertThat(d.backendPoolSize()).isEqualTo(1);
        assertThat(d.toMap()).containsEntry("database", "cassandra").containsEntry("cassandra.contactPoint", "db.example.org:9042")
                .containsEntry("cassandra.localDatacenter", "dc1").containsEntry("cassandra.rows", 10_000)
                .containsEntry("cassandra.timeout", "10s").doesNotContainKeys("mongo.uri", "mongo.poolSize", "calls");
    }

    @Test
    void badCassandraValuesAreReportedTogether() {
        assertThatThrownBy(() -> read("path: /api/\ndatabase: cassandra\ncassandra:\n  contactPoint: nohost\n  rows: -1\n"
                + "  pageSize: 0\n  connections: 0\n  timeout: 0s\ndb.latency: 20ms\ncalls: [2]\n"))
                .hasMessageContaining("cassandra.contactPoint: 'nohost' is not host:port")
                .hasMessageContaining("cassandra.rows: -1 is outside")
                .hasMessageContaining("cassandra.pageSize: 0 is outside")
                .hasMessageContaining("cassandra.connections: 0 is outside")
                .hasMessageContaining("cassandra.timeout: must be positive")
                .hasMessageContaining("db.latency: the latency proxy is for MongoDB")
                .hasMessageContaining("the Cassandra route is one full-table read per request");
        assertThatThrownBy(() -> read("path: /api/\ndatabase: cassandra\nstacks: [reactive:driver]\n"))
                .hasMessageContaining("names a MongoDB access way; set database: mongo");
    }
}
