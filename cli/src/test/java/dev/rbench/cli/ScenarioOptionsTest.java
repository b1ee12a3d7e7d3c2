package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.runner.backend.MongoAccess;
import dev.rbench.runner.backend.MongoBackend;
import dev.rbench.runner.backend.PostgresBackend;
import dev.rbench.runner.backend.RecordStoresBackend;
import dev.rbench.runner.scenario.ClosedSteps;
import dev.rbench.runner.scenario.ScenarioBuilder;
import dev.rbench.runner.scenario.ScenarioYaml;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class ScenarioOptionsTest {

    private static ScenarioBuilder yaml(String text) {
        return ScenarioYaml.read(text, "s.yaml");
    }

    private static void flags(ScenarioBuilder b, String... args) {
        ScenarioOptions options = new ScenarioOptions();
        CommandLine cli = new CommandLine(new Holder(options));
        options.addSettingFlags(cli.getCommandSpec());
        cli.parseArgs(args);
        options.apply(b);
    }

    @Test
    void theEnvironmentsUriWinsOverTheFileAndAFlagWinsOverBoth() {
        ScenarioBuilder b = yaml("path: /documents/1\nbackend: {mongo: {uri: 'mongodb://file:27017'}}\n");
        ScenarioOptions.applyEnvironment(b, Map.of("RBENCH_MONGO_URI", "mongodb://u:pw@env:27017"));
        assertThat(((MongoBackend) b.build().backend()).uri()).isEqualTo("mongodb://u:pw@env:27017");

        flags(b, "--mongo-uri", "mongodb://flag:27017", "--db-latency", "20ms", "--pool", "7", "--access", "Driver");
        MongoBackend mongo = (MongoBackend) b.build().backend();
        assertThat(mongo.uri()).isEqualTo("mongodb://flag:27017");
        assertThat(mongo.latency()).isEqualTo(Duration.ofMillis(20));
        assertThat(mongo.poolSize()).isEqualTo(7);
        assertThat(mongo.access()).isEqualTo(MongoAccess.DRIVER);
    }

    @Test
    void setReachesAVariantsKeyByItsName() {
        ScenarioBuilder b = yaml("app: {command: [java, -jar, a.jar]}\nvariants: {platform: {kind: blocking, threads: 200}}\n");
        ScenarioOptions.set(b, "variants.platform.threads", "50");
        assertThat(b.build().variants().get("platform").threads()).isEqualTo(50);
        assertThat(b.build().stacks()).containsExactly("platform");
        ScenarioBuilder two = yaml("app: {command: [java, -jar, a.jar]}\nvariants: {platform: {}, virtual: {kind: virtual}}\n");
        flags(two, "--stacks", "virtual");
        assertThat(two.build().stacks()).containsExactly("virtual");
        assertThatThrownBy(() -> {
            ScenarioOptions.set(b, "variants.platform.thread", "50");
            b.build();
        }).hasMessageContaining("thread");
    }

    @Test
    void theEnvironmentOnlyReachesABackendThatHasThatDatabase() {
        ScenarioBuilder delay = new ScenarioBuilder();
        ScenarioOptions.applyEnvironment(delay, Map.of("RBENCH_MONGO_URI", "mongodb://env:27017", "RBENCH_POSTGRES_URL", " "));
        assertThat(delay.build().backend().present()).isFalse();
        assertThatThrownBy(() -> flags(new ScenarioBuilder(), "--mongo-uri", "mongodb://x:1"))
                .hasMessageContaining("--mongo-uri: the scenario's backend is none, which has no key it sets (it sets backend.mongo.uri,"
                        + " backend.mongo+postgres.mongo.uri)");
    }

    @Test
    void poolAndLatencyReachBothRecordStores() {
        ScenarioBuilder b = yaml("path: /records?store=mongo&size=1kb&count=10\nbackend: {mongo+postgres: {}}\n");
        ScenarioOptions.applyEnvironment(b, Map.of("RBENCH_POSTGRES_URL", "postgresql://u:pw@env:5432/db"));
        flags(b, "--pool", "9", "--db-latency", "5ms");
        RecordStoresBackend stores = (RecordStoresBackend) b.build().backend();
        assertThat(stores.postgres().url()).isEqualTo("postgresql://u:pw@env:5432/db");
        assertThat(stores.postgres().poolSize()).isEqualTo(9);
        assertThat(stores.mongo().poolSize()).isEqualTo(9);
        assertThat(stores.mongo().latency()).isEqualTo(Duration.ofMillis(5));
        assertThat(stores.postgres().latency()).isEqualTo(Duration.ofMillis(5));
    }

    @Test
    void workloadFlagsSetTheChosenWorkloadAndSwitchingKeepsWhatFits() {
        ScenarioBuilder b = yaml("workload: {burst: {users: [1, 10], ramp: 2s}}\n");
        flags(b, "--workload", "closed", "--duration", "3s", "--users", "4,8");
        assertThat(b.build().workload()).isEqualTo(new ClosedSteps(List.of(4, 8), Duration.ofSeconds(3)));
        assertThatThrownBy(() -> flags(yaml("workload: {open: {rates: [5]}}\n"), "--users", "3"))
                .hasMessageContaining("--users: the scenario's workload is open, which has no key it sets");
    }

    @Test
    void everyFlagComesFromAKeysDeclarationWithItsDescription() {
        ScenarioOptions options = new ScenarioOptions();
        CommandLine cli = new CommandLine(new Holder(options));
        options.addSettingFlags(cli.getCommandSpec());
        assertThat(cli.getCommandSpec().optionsMap().keySet()).contains("--users", "--ramp", "--duration", "--rates", "--delay",
                "--threads", "--event-loops", "--stacks", "--pin", "--pool", "--db-latency", "--access", "--mongo-uri", "--pg-url",
                "--cassandra-contact-point", "--workload", "--set", "--quick");
        assertThat(String.join(" ", cli.getCommandSpec().findOption("--pool").description()))
                .contains("backend.mongo.poolSize", "backend.postgres.poolSize", "backend.downstream.poolSize");
        assertThatThrownBy(() -> cli.parseArgs("--threads", "many")).isInstanceOf(CommandLine.ParameterException.class);
    }

    @Test
    void ratesAreAFlagOfTheOpenWorkloads() {
        ScenarioBuilder b = yaml("workload: {open: {rates: [5]}}\n");
        flags(b, "--rates", "10,20");
        assertThat(((dev.rbench.runner.scenario.OpenSteps) b.build().workload()).rates()).containsExactly(10.0, 20.0);
    }

    @Test
    void setTakesNestedPathsAndTheFlatKeysOfEarlierVersions() {
        ScenarioBuilder b = yaml("path: /records?store=postgres&size=1kb&count=10\nbackend: {postgres: {}}\n"
                + "workload: {closed: {users: [2]}}\n");
        flags(b, "--set", "backend.postgres.poolSize=12", "--set", "workload.closed.duration=2s", "--set", "requestTimeout=9s");
        assertThat(((PostgresBackend) b.build().backend()).poolSize()).isEqualTo(12);
        assertThat(b.build().requestTimeout()).isEqualTo(Duration.ofSeconds(9));
        flags(b, "--set", "postgres.timeout=4s", "--set", "duration=5s", "--set", "db.latency=1ms");
        PostgresBackend pg = (PostgresBackend) b.build().backend();
        assertThat(pg.timeout()).isEqualTo(Duration.ofSeconds(4));
        assertThat(pg.latency()).isEqualTo(Duration.ofMillis(1));
        assertThat(b.build().workload()).isEqualTo(new ClosedSteps(List.of(2), Duration.ofSeconds(5)));
        assertThatThrownBy(() -> flags(b, "--set", "serverthreads=3")).hasMessageContaining("did you mean 'serverThreads'?");
        assertThatThrownBy(() -> flags(b, "--set", "workload.open.rates=[3]"))
                .hasMessageContaining("the scenario's workload is closed; switch it with --workload open");
        assertThatThrownBy(() -> flags(b, "--set", "mongo.poolSize=3")).hasMessageContaining("the scenario's backend is postgres");
        flags(b, "--set", "serverThreads=abc");
        assertThatThrownBy(b::build).hasMessageContaining("--set serverThreads: serverThreads: 'abc' is not a whole number");
    }

    @Test
    void theFlatStoreKeysReachEachStoreOfTheRecordStoresAndNoneOfNoBackend() {
        ScenarioBuilder both = yaml("path: /records?store=mongo&size=1kb&count=10\nbackend: {mongo+postgres: {}}\n");
        flags(both, "--set", "db.latency=3ms", "--set", "postgres.timeout=4s", "--set", "mongo.timeout=6s");
        RecordStoresBackend stores = (RecordStoresBackend) both.build().backend();
        assertThat(stores.mongo().latency()).isEqualTo(Duration.ofMillis(3));
        assertThat(stores.postgres().latency()).isEqualTo(Duration.ofMillis(3));
        assertThat(stores.postgres().timeout()).isEqualTo(Duration.ofSeconds(4));
        assertThat(stores.mongo().timeout()).isEqualTo(Duration.ofSeconds(6));
        assertThatThrownBy(() -> flags(both, "--set", "cassandra.rows=5"))
                .hasMessageContaining("the scenario's backend is mongo+postgres");
        ScenarioBuilder none = yaml("path: /\n");
        assertThatThrownBy(() -> flags(none, "--set", "db.latency=1ms")).hasMessageContaining("the scenario's backend is none");
    }

    @CommandLine.Command(name = "holder")
    static final class Holder {
        @CommandLine.Mixin
        ScenarioOptions options;

        Holder(ScenarioOptions options) {
            this.options = options;
        }
    }

    @Test
    void theModelFlagTakesTrueOrFalseAndNamesItselfWhenGivenAnythingElse() {
        ScenarioBuilder b = yaml("name: x\n");
        flags(b, "--model", "false");
        assertThat(b.build().model()).isFalse();
        ScenarioBuilder bad = yaml("name: x\n");
        flags(bad, "--model", "maybe");
        assertThatThrownBy(bad::build).hasMessageContaining("--model: model: 'maybe' is not true or false");
    }
}
