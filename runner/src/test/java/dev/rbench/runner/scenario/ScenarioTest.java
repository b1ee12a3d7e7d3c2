package dev.rbench.runner.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.loadgen.Arrivals;
import dev.rbench.loadgen.Burst;
import dev.rbench.loadgen.OpenRate;
import dev.rbench.loadgen.RampRate;
import dev.rbench.loadgen.ThrottledClosedLoop;
import dev.rbench.loadgen.ClosedLoop;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScenarioTest {

    @Test
    void defaultsComeFromDefaults() {
        Scenario s = new ScenarioBuilder().build();
        assertThat(s.stacks()).isEqualTo(Defaults.STACKS);
        assertThat(s.users()).isEqualTo(Defaults.USERS);
        assertThat(s.serverThreads()).isEqualTo(Defaults.SERVER_THREADS);
        assertThat(s.requestTimeout()).isEqualTo(Defaults.REQUEST_TIMEOUT);
    }

    /** 0 means the kernel's maximum, which every stack then asks for; any other value is passed as is. */
    @Test
    void theAcceptBacklogIsTheKernelsMaximumUnlessGiven() throws Exception {
        int somaxconn = Integer.parseInt(java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc/sys/net/core/somaxconn")).getFirst().trim());
        assertThat(new ScenarioBuilder().build().listenBacklog()).isEqualTo(somaxconn);
        assertThat(ScenarioYaml.read("acceptBacklog: 100\n", "s.yaml").build().listenBacklog()).isEqualTo(100);
        assertThatThrownBy(() -> ScenarioYaml.read("acceptBacklog: 70000\n", "s.yaml").build())
                .hasMessageContaining("acceptBacklog: 70000 is outside 0..65535 (0 = the kernel's maximum, net.core.somaxconn)");
        assertThatThrownBy(() -> ScenarioYaml.read("acceptBacklog: lots\n", "s.yaml"))
                .hasMessageContaining("acceptBacklog");
    }

    @Test
    void theWarmUpBurstIsTheLargestStepUpToItsCap() {
        assertThat(ScenarioYaml.read("users: [1, 400]\n", "s.yaml").build().warmupBurst()).contains(new Burst(400, Duration.ZERO));
        assertThat(ScenarioYaml.read("users: [1, 4000]\n", "s.yaml").build().warmupBurst()).contains(new Burst(1000, Duration.ZERO));
        assertThat(ScenarioYaml.read("users: [600]\nwarmupBurstMax: 20\n", "s.yaml").build().warmupBurst())
                .contains(new Burst(20, Duration.ZERO));
        assertThat(ScenarioYaml.read("users: [600]\nwarmupBurstMax: 0\n", "s.yaml").build().warmupBurst()).isEmpty();
        assertThatThrownBy(() -> ScenarioYaml.read("warmupBurstMax: -1\n", "s.yaml").build())
                .hasMessageContaining("warmupBurstMax: -1 is outside 0..10000 (0 = no warm-up burst)");
    }

    @Test
    void stepsBecomeTheLoadGeneratorsWorkloads() {
        Scenario burst = new ScenarioBuilder().ramp(Duration.ofSeconds(1)).build();
        assertThat(burst.workloadFor(500)).isEqualTo(new Burst(500, Duration.ofSeconds(1)));
        Scenario closed = new ScenarioBuilder().workload(WorkloadKind.CLOSED).duration(Duration.ofSeconds(3)).build();
        assertThat(closed.workloadFor(20)).isEqualTo(new ClosedLoop(20, Duration.ofSeconds(3)));
    }

    @Test
    void openStepsAreRates() {
        Scenario s = ScenarioYaml.read("workload: open\nrates: [100, 250.5]\nduration: 5s\nmaxConnections: 64\n"
                + "arrivals: poisson\nseed: 42\n", "s.yaml").build();
        assertThat(s.steps()).containsExactly(
                new OpenRate(100, Duration.ofSeconds(5), 64, Arrivals.POISSON, 42),
                new OpenRate(250.5, Duration.ofSeconds(5), 64, Arrivals.POISSON, 42));
        assertThat(s.plan().get(1).rate()).isEqualTo(250.5);
        Scenario ramp = ScenarioYaml.read("workload: ramp-rate\nrates: [400]\nrateFrom: 100\n", "s.yaml").build();
        assertThat(ramp.steps()).containsExactly(new RampRate(100, 400, Defaults.DURATION, Defaults.MAX_CONNECTIONS, Arrivals.FIXED, 1));
    }

    @Test
    void throttledStepsAreUsersUnderACap() {
        Scenario s = ScenarioYaml.read("workload: throttled\nusers: [100]\nrateCap: 100\nduration: 60s\n", "s.yaml").build();
        assertThat(s.steps()).containsExactly(new ThrottledClosedLoop(100, 100, Duration.ofSeconds(60)));
        assertThat(s.plan().get(0).rate()).isNull();
    }

    @Test
    void openWorkloadsAreValidated() {
        assertThatThrownBy(() -> ScenarioYaml.read("workload: open\nrates: [0]\nmaxConnections: 0\n", "s.yaml").build())
                .hasMessageContaining("rates: 0.0 is outside").hasMessageContaining("maxConnections: 0 is outside");
        assertThatThrownBy(() -> ScenarioYaml.read("arrivals: bursty\n", "s.yaml"))
                .hasMessageContaining("arrivals: 'bursty' is not fixed or poisson");
        assertThatThrownBy(() -> ScenarioYaml.read("workload: throttled\nrateCap: 0\n", "s.yaml").build())
                .hasMessageContaining("rateCap: a throttled workload needs a positive cap");
    }

    @Test
    void toMapRecordsTheWholeScenarioWithTheFileKeys() {
        var map = new ScenarioBuilder().name("x").delay(Duration.ofMillis(250)).build().toMap();
        assertThat(map).containsEntry("delay", "250ms").containsEntry("workload", "burst").containsEntry("quick", false);
        // Database keys appear only where there is a database; then every file key is there.
        assertThat(map).doesNotContainKey("mongo.poolSize");
        var withDb = new ScenarioBuilder().set(ScenarioField.DATABASE, "mongo").build().toMap();
        assertThat(withDb.keySet()).containsAll(ScenarioField.keys().stream()
                .filter(k -> !k.startsWith("downstream") && !k.startsWith("cassandra.")).toList());
        // A Cassandra scenario records its own keys and none of MongoDB's.
        var withCassandra = new ScenarioBuilder().set(ScenarioField.DATABASE, "cassandra").set(ScenarioField.PATH, "/api/").build().toMap();
        assertThat(withCassandra.keySet()).containsAll(ScenarioField.keys().stream().filter(k -> k.startsWith("cassandra.")).toList())
                .doesNotContain("mongo.uri", "mongo.poolSize", "db.latency");
        var withDownstream = new ScenarioBuilder().set(ScenarioField.DOWNSTREAM, "embedded").build().toMap();
        assertThat(withDownstream).containsKeys("downstream", "downstream.poolSize", "downstream.timeout").doesNotContainKey("mongo.uri");
    }

    @Test
    void durationsParseAndFormat() {
        assertThat(Durations.parse("250ms")).isEqualTo(Duration.ofMillis(250));
        assertThat(Durations.parse("1.5s")).isEqualTo(Duration.ofMillis(1500));
        assertThat(Durations.parse("2m")).isEqualTo(Duration.ofMinutes(2));
        assertThat(Durations.format(Duration.ofSeconds(2))).isEqualTo("2s");
        assertThat(Durations.format(Duration.ofMillis(1500))).isEqualTo("1500ms");
        assertThat(Durations.format(Duration.ZERO)).isEqualTo("0ms");
        assertThatThrownBy(() -> Durations.parse("2")).hasMessageContaining("write a number with a unit");
    }

    @Test
    void setRejectsTheWrongType() {
        assertThatThrownBy(() -> new ScenarioBuilder().set(ScenarioField.SERVER_THREADS, "many").build())
                .hasMessageContaining("serverThreads: expected a whole number");
    }

    @Test
    void fieldParsesItsText() {
        assertThat(ScenarioField.USERS.parse("[1, 10, 100]")).isEqualTo(List.of(1, 10, 100));
        assertThat(ScenarioField.STACKS.parse("blocking,reactive")).isEqualTo(List.of("blocking", "reactive"));
        assertThatThrownBy(() -> ScenarioField.SERVER_THREADS.parse("2x")).hasMessage("serverThreads: '2x' is not a whole number of threads, e.g. 200");
        assertThatThrownBy(() -> ScenarioField.WORKLOAD.parse("opened"))
                .hasMessage("workload: unknown workload 'opened'; valid: burst, closed, throttled, open, ramp-rate");
    }

    @Test
    void suggestsCloseWordsOnly() {
        assertThat(Suggest.closest("serverthreads", ScenarioField.keys())).contains("serverThreads");
        assertThat(Suggest.closest("zzzzzz", ScenarioField.keys())).isEmpty();
    }
}
