package dev.rbench.runner.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScenarioYamlTest {

    private static final Path PRESET = Path.of("..", "scenarios", "seed-delay.yaml");

    @Test
    void readsTheSeedDelayPresetAsTheStudyRanIt() {
        Scenario s = ScenarioYaml.read(PRESET).build();
        assertThat(s.name()).isEqualTo("seed-delay");
        assertThat(s.stacks()).containsExactly("blocking", "virtual", "reactive");
        assertThat(s.users()).containsExactly(1, 10, 100, 500, 1000, 2000, 4000);
        assertThat(s.delay()).isEqualTo(Duration.ofSeconds(2));
        assertThat(s.ramp()).isEqualTo(Duration.ofSeconds(1));
        assertThat(s.serverThreads()).isEqualTo(200);
        assertThat(s.workload()).isEqualTo(WorkloadKind.BURST);
        assertThat(s.requestPath()).isEqualTo("/delay/2000");
        assertThat(s.quick()).isFalse();
    }

    @Test
    void quickFormTakesThePresetsQuickBlock() {
        Scenario s = ScenarioYaml.read(PRESET).quick(true).build();
        assertThat(s.quick()).isTrue();
        assertThat(s.users()).containsExactly(1, 10, 50, 100);
        assertThat(s.delay()).isEqualTo(Duration.ofMillis(500));
        assertThat(s.serverThreads()).isEqualTo(10);
        assertThat(s.ramp()).isEqualTo(Duration.ofMillis(100));
    }

    @Test
    void quickFormReducesWhatAPresetLeavesOut() {
        Scenario s = ScenarioYaml.read("name: big\nusers: [1, 500, 4000]\ndelay: 5s\nserverThreads: 300\n", "big.yaml")
                .quick(true).build();
        assertThat(s.users()).containsExactly(1);
        assertThat(s.delay()).isEqualTo(QuickForm.MAX_DELAY);
        assertThat(s.serverThreads()).isEqualTo(QuickForm.MAX_SERVER_THREADS);
    }

    @Test
    void flagsWinOverThePresetInBothForms() {
        ScenarioBuilder b = ScenarioYaml.read(PRESET).override(ScenarioField.SERVER_THREADS, 25)
                .override(ScenarioField.USERS, List.of(7));
        assertThat(b.build().serverThreads()).isEqualTo(25);
        Scenario quick = b.quick(true).build();
        assertThat(quick.serverThreads()).isEqualTo(25);
        assertThat(quick.users()).containsExactly(7);
    }

    @Test
    void unknownKeyPointsAtLineAndColumnAndSuggests() {
        assertThatThrownBy(() -> ScenarioYaml.read("name: x\ndelai: 2s\n", "s.yaml"))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("s.yaml:2:1: unknown key 'delai'; did you mean 'delay'?")
                .hasMessageContaining("valid keys:");
    }

    @Test
    void badValuePointsAtTheValueWithACaret() {
        assertThatThrownBy(() -> ScenarioYaml.read("name: x\ndelay: soon\n", "s.yaml"))
                .hasMessageContaining("s.yaml:2:8: delay: 'soon' is not a duration")
                .hasMessageContaining("delay: soon\n")
                .hasMessageContaining("^");
    }

    @Test
    void badUsersListNamesTheItem() {
        assertThatThrownBy(() -> ScenarioYaml.read("users: [1, ten]\n", "s.yaml"))
                .hasMessageContaining("s.yaml:1:8: users: '1,ten' is not a list of user counts");
    }

    @Test
    void malformedYamlIsLocated() {
        assertThatThrownBy(() -> ScenarioYaml.read("name: x\nusers: [1, 2\n", "s.yaml"))
                .hasMessageContaining("s.yaml:")
                .hasMessageContaining("not valid YAML");
    }

    @Test
    void serviceJvmOptionsAreAListOfOptionsButNotTheHeap() {
        Scenario s = ScenarioYaml.read("serviceJvmOptions: [-XX:+UseZGC, -Dserver.tomcat.accept-count=4096]\n", "s.yaml").build();
        assertThat(s.serviceJvmOptions()).containsExactly("-XX:+UseZGC", "-Dserver.tomcat.accept-count=4096");
        assertThatThrownBy(() -> ScenarioYaml.read("serviceJvmOptions: [-Xmx2g, UseZGC]\n", "s.yaml").build())
                .hasMessageContaining("'-Xmx2g' is not allowed").hasMessageContaining("'UseZGC' is not allowed")
                .hasMessageContaining("serviceHeapMb");
    }

    @Test
    void pinIsValidatedAgainstThisMachine() {
        assertThat(ScenarioYaml.read("pin: service=0\n", "s.yaml").build().placement().servicePrefix())
                .containsExactly("taskset", "-c", "0");
        assertThatThrownBy(() -> ScenarioYaml.read("pin: service=0,generator=4096\n", "s.yaml").build())
                .hasMessageContaining("pin: CPU 4096 does not exist");
    }

    @Test
    void emptyFileIsReported() {
        assertThatThrownBy(() -> ScenarioYaml.read("", "empty.yaml")).hasMessageContaining("empty.yaml: the scenario file is empty");
    }

    @Test
    void validationReportsEveryProblemAtOnce() {
        assertThatThrownBy(() -> ScenarioYaml.read(
                "stacks: [blocking, fast]\nusers: [0]\ndelay: 61s\nserverThreads: 0\n", "s.yaml").build())
                .isInstanceOf(ScenarioException.class)
                .satisfies(e -> assertThat(((ScenarioException) e).problems()).hasSize(4))
                .hasMessageContaining("unknown stack 'fast'; valid: [blocking, virtual, reactive]")
                .hasMessageContaining("users: 0 is outside 1..100000")
                .hasMessageContaining("delay: 61s is outside 0ms..60s")
                .hasMessageContaining("serverThreads: 0 is outside 1..100000");
    }

    @Test
    void allPresetsAreValid() throws Exception {
        try (var files = java.nio.file.Files.list(PRESET.getParent())) {
            files.filter(f -> f.toString().endsWith(".yaml")).forEach(f -> {
                ScenarioYaml.read(f).build();
                ScenarioYaml.read(f).quick(true).build();
            });
        }
    }

    @Test
    void theDatabaseMayBePostgresAndItsKeysAreSuggested() {
        Scenario s = ScenarioYaml.read("database: postgres\npostgres:\n  poolSize: 10\nquick:\n  postgres:\n    poolSize: 3\n", "s.yaml")
                .quick(true).build();
        assertThat(s.data().database()).isEqualTo("postgres");
        assertThat(s.data().postgresPoolSize()).isEqualTo(3);
        assertThatThrownBy(() -> ScenarioYaml.read("database: postgres\npostgres:\n  poolsize: 10\n", "s.yaml").build())
                .hasMessageContaining("unknown key 'postgres.poolsize'")
                .hasMessageContaining("did you mean 'postgres.poolSize'?");
    }

    @Test
    void readsTheCassandraPresetsAsStudy001RanIt() {
        Scenario s = ScenarioYaml.read(PRESET.resolveSibling("cassandra-findall.yaml")).build();
        // Gatling's rampUsers(600) over 1 minute: 600 users, one request each, arrivals spread over 60 s.
        assertThat(s.workload()).isEqualTo(WorkloadKind.BURST);
        assertThat(s.users()).containsExactly(600);
        assertThat(s.ramp()).isEqualTo(java.time.Duration.ofSeconds(60));
        assertThat(s.serverThreads()).isEqualTo(200);
        assertThat(s.path()).isEqualTo("/api/");
        assertThat(s.stacks()).containsExactly("blocking", "virtual", "reactive");
        assertThat(s.data().usesCassandra()).isTrue();
        assertThat(s.data().cassandra().rows()).isEqualTo(10_000);
        Scenario quick = ScenarioYaml.read(PRESET.resolveSibling("cassandra-findall.yaml")).quick(true).build();
        assertThat(quick.users()).containsExactly(60);
        assertThat(quick.ramp()).isEqualTo(java.time.Duration.ofSeconds(6));
        assertThat(quick.data().cassandra().rows()).isEqualTo(2000);
        Scenario closed = ScenarioYaml.read(PRESET.resolveSibling("cassandra-findall-closed.yaml")).build();
        assertThat(closed.workload()).isEqualTo(WorkloadKind.CLOSED);
        assertThat(closed.users()).containsExactly(10, 50, 100);
        assertThat(closed.duration()).isEqualTo(java.time.Duration.ofSeconds(20));
    }
}
