package dev.rbench.runner.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.loadgen.Arrivals;
import dev.rbench.loadgen.Burst;
import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.loadgen.OpenRate;
import dev.rbench.loadgen.ThrottledClosedLoop;
import dev.rbench.runner.settings.Node;
import dev.rbench.runner.settings.Origin;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ScenarioYamlTest {

    private static final Path PRESET = Path.of("..", "scenarios", "seed-delay.yaml");

    static Scenario read(String yaml) {
        return ScenarioYaml.read(yaml, "s.yaml").build();
    }

    @Test
    void readsTheSeedDelayPresetAsTheStudyRanIt() {
        Scenario s = ScenarioYaml.read(PRESET).build();
        assertThat(s.name()).isEqualTo("seed-delay");
        assertThat(s.stacks()).containsExactly("blocking", "virtual", "reactive", "virtual-netty");
        assertThat(s.workload()).isEqualTo(new BurstSteps(List.of(1, 10, 100, 500, 1000, 2000, 4000), Duration.ofSeconds(1)));
        assertThat(s.delay()).isEqualTo(Duration.ofSeconds(2));
        assertThat(s.serverThreads()).isEqualTo(200);
        assertThat(s.requestPath()).isEqualTo("/delay/2000");
        assertThat(s.backend().present()).isFalse();
        assertThat(s.quick()).isFalse();
    }

    @Test
    void quickFormTakesThePresetsQuickBlock() {
        Scenario s = ScenarioYaml.read(PRESET).quick(true).build();
        assertThat(s.quick()).isTrue();
        assertThat(s.workload()).isEqualTo(new BurstSteps(List.of(1, 10, 50, 100), Duration.ofMillis(100)));
        assertThat(s.delay()).isEqualTo(Duration.ofMillis(500));
        assertThat(s.serverThreads()).isEqualTo(10);
    }

    @Test
    void quickFormReducesWhatAPresetLeavesOutAsTheKeysDeclare() {
        Scenario s = ScenarioYaml.read("name: big\nworkload: {burst: {users: [1, 500, 4000]}}\ndelay: 5s\nserverThreads: 300\n",
                "big.yaml").quick(true).build();
        assertThat(s.workload()).isEqualTo(new BurstSteps(List.of(1), Duration.ofMillis(100)));
        assertThat(s.delay()).isEqualTo(Duration.ofMillis(500));
        assertThat(s.serverThreads()).isEqualTo(10);
        assertThat(s.serviceHeapMb()).isEqualTo(512);
        Scenario none = ScenarioYaml.read("workload: {closed: {users: [400, 4000], duration: 30s}}\n", "s.yaml").quick(true).build();
        assertThat(none.workload()).isEqualTo(new ClosedSteps(List.of(100), Duration.ofSeconds(3)));
        Scenario open = ScenarioYaml.read("workload: {open: {rates: [1, 2, 3, 4, 5]}}\n", "s.yaml").quick(true).build();
        assertThat(((OpenSteps) open.workload()).rates()).containsExactly(1.0, 2.0, 3.0);
    }

    @Test
    void overridesWinOverThePresetInBothFormsAndSwitchingTheWorkloadKeepsWhatFits() {
        ScenarioBuilder b = ScenarioYaml.read(PRESET).set("serverThreads", "25", Origin.flag("--threads"))
                .setInCase("workload", "users", Node.Leaf.list(List.of("7"), Origin.flag("--users")));
        assertThat(b.build().serverThreads()).isEqualTo(25);
        Scenario quick = b.quick(true).build();
        assertThat(quick.serverThreads()).isEqualTo(25);
        assertThat(((BurstSteps) quick.workload()).users()).containsExactly(7);

        ScenarioBuilder closed = ScenarioYaml.read(PRESET).switchCase("workload", "closed", Origin.flag("--workload"))
                .setInCase("workload", "duration", Node.Leaf.scalar("4s", Origin.flag("--duration")));
        assertThat(closed.build().workload()).isEqualTo(new ClosedSteps(List.of(1, 10, 100, 500, 1000, 2000, 4000),
                Duration.ofSeconds(4)));
        assertThatThrownBy(() -> ScenarioYaml.read(PRESET)
                .setInCase("workload", "rates", Node.Leaf.list(List.of("5"), Origin.flag("--set rates"))))
                .hasMessageContaining("--set rates: the burst workload has no rates; its keys: users, ramp");
    }

    @Test
    void limitsAreOneBlockCheckedWhereTheyAreWritten() {
        Scenario s = read("limits: {cpus: 0.25, memoryMb: 2048}\n");
        assertThat(s.limits()).isEqualTo(new Limits(0.25, 2048));
        assertThat(s.limits().resources().quotaMicros()).isEqualTo(25_000);
        assertThat(read("name: x\n").limits().limited()).isFalse();
        assertThat(s.toMap()).containsEntry("limits", java.util.Map.of("cpus", 0.25, "memoryMb", 2048));
        assertThatThrownBy(() -> read("limits:\n  cpus: 0.001\n  memoryMb: 16\n"))
                .hasMessageContaining("s.yaml:2:9: limits.cpus: 0.001 is below the kernel's smallest quota")
                .hasMessageContaining("s.yaml:3:13: limits.memoryMb: 16 MB cannot hold a JVM");
        assertThatThrownBy(() -> read("limits: {cpu: 1}\n")).hasMessageContaining("unknown key 'cpu'; did you mean 'cpus'?");
        assertThatThrownBy(() -> read("limits: {cpus: -1}\n")).hasMessageContaining("-1.0 is outside 0..1024");
        assertThat(read("app: {command: [java, -jar, app.jar]}\nvariants: {v: {}}\nlimits: {cpus: 0.5}\n").limits().cpus())
                .as("an app rbench starts runs under the limits").isEqualTo(0.5);
        assertThatThrownBy(() -> read("app: {url: http://127.0.0.1:8080}\nvariants: {v: {}}\nlimits: {cpus: 0.5}\n"))
                .hasMessageContaining("an app given by url runs outside rbench and cannot be limited");
    }

    @Test
    void stepsBecomeTheLoadGeneratorsWorkloads() {
        assertThat(read("workload: {burst: {users: [1, 400], ramp: 2s}}\n").steps())
                .containsExactly(new Burst(1, Duration.ofSeconds(2)), new Burst(400, Duration.ofSeconds(2)));
        assertThat(read("workload: {closed: {users: [5], duration: 3s}}\n").steps())
                .containsExactly(new ClosedLoop(5, Duration.ofSeconds(3)));
        assertThat(read("workload: {throttled: {users: [100], rateCap: 20, duration: 5s}}\n").steps())
                .containsExactly(new ThrottledClosedLoop(100, 20, Duration.ofSeconds(5)));
        Scenario open = read("workload: {open: {rates: [100, 200], duration: 2s, arrivals: poisson, seed: 7, maxConnections: 50}}\n");
        assertThat(open.steps()).containsExactly(new OpenRate(100, Duration.ofSeconds(2), 50, Arrivals.POISSON, 7),
                new OpenRate(200, Duration.ofSeconds(2), 50, Arrivals.POISSON, 7));
        assertThat(open.plan().get(1).rate()).isEqualTo(200.0);
    }

    @Test
    void aKeyThatDoesNotBelongToTheChosenWorkloadIsAnErrorInBothForms() {
        assertThatThrownBy(() -> read("workload: {burst: {users: [1], rateCap: 5}}\n"))
                .hasMessageContaining("s.yaml:1:32: unknown key 'rateCap'").hasMessageContaining("valid keys here: users, ramp");
        assertThatThrownBy(() -> read("workload: open\nramp: 1s\n"))
                .hasMessageContaining("s.yaml:2:1: unknown key 'ramp'");
        assertThatThrownBy(() -> read("workload: {burst: {}, closed: {}}\n"))
                .hasMessageContaining("workload: give exactly one of [burst, closed, throttled, open, ramp-rate]");
        assertThatThrownBy(() -> read("workload: {opened: {}}\n"))
                .hasMessageContaining("workload: unknown 'opened'; did you mean 'open'?");
    }

    @Test
    void theFlatFormStillLoadsWithOneWarningShowingTheNestedForm() {
        ScenarioBuilder flat = ScenarioYaml.read("workload: closed\nusers: [3]\nduration: 2s\nrequestTimeout: 5s\n", "old.yaml");
        assertThat(flat.warnings()).singleElement().asString()
                .contains("old.yaml: written in the flat form").contains("workload: {closed: {users: [3], duration: 2s}}");
        assertThat(flat.build()).isEqualTo(ScenarioYaml.read(
                "workload:\n  closed:\n    users: [3]\n    duration: 2s\nrequestTimeout: 5s\n", "new.yaml").build());
    }

    @Test
    void unknownKeyPointsAtLineAndColumnAndSuggests() {
        assertThatThrownBy(() -> ScenarioYaml.read("name: x\ndelai: 2s\n", "s.yaml").build())
                .hasMessageContaining("s.yaml:2:1: unknown key 'delai'; did you mean 'delay'?")
                .hasMessageContaining("valid keys here:");
    }

    @Test
    void badValuePointsAtTheValueWithACaret() {
        assertThatThrownBy(() -> read("name: x\ndelay: soon\n"))
                .hasMessageContaining("s.yaml:2:8: delay: 'soon' is not a duration")
                .hasMessageContaining("delay: soon\n")
                .hasMessageContaining("^");
    }

    @Test
    void rangeAndCrossFieldProblemsKeepTheirLocationToo() {
        assertThatThrownBy(() -> read("serverThreads: 0\nworkload:\n  closed:\n    duration: 0s\n"))
                .hasMessageContaining("s.yaml:1:16: serverThreads: 0 is outside 1..100000")
                .hasMessageContaining("s.yaml:4:15: workload.closed.duration: must be positive");
        assertThatThrownBy(() -> read("backend:\n  mongo:\n    poolSize: 10\n    minPoolSize: 20\n"))
                .hasMessageContaining("s.yaml:4:18: backend.mongo.minPoolSize: 20 is above poolSize 10");
    }

    @Test
    void malformedAndEmptyFilesAreLocated() {
        assertThatThrownBy(() -> ScenarioYaml.read("name: [x\n", "s.yaml")).hasMessageContaining("s.yaml:")
                .hasMessageContaining("not valid YAML");
        assertThatThrownBy(() -> ScenarioYaml.read("", "empty.yaml")).hasMessageContaining("empty.yaml: the scenario file is empty");
    }

    @Test
    void serviceJvmOptionsAreAListOfOptionsButNotTheHeap() {
        assertThatThrownBy(() -> read("serviceJvmOptions: [-Xmx2g, UseZGC]\n"))
                .hasMessageContaining("'-Xmx2g' is not allowed").hasMessageContaining("'UseZGC' is not allowed")
                .hasMessageContaining("serviceHeapMb");
        assertThat(read("serviceJvmOptions: [-XX:+UseZGC]\n").serviceJvmOptions()).containsExactly("-XX:+UseZGC");
    }

    @Test
    void theWarmUpBurstIsTheLargestStepUpToItsCap() {
        assertThat(read("workload: {burst: {users: [1, 400]}}\n").warmupBurst()).contains(new Burst(400, Duration.ZERO));
        assertThat(read("workload: {burst: {users: [1, 4000]}}\n").warmupBurst()).contains(new Burst(1000, Duration.ZERO));
        assertThat(read("warmupBurstMax: 0\n").warmupBurst()).isEmpty();
    }

    @Test
    void eachStepSettlesOnlyWhereAskedAndNotInTheQuickForm() {
        assertThat(read("warmupDuration: 10s\n").stepSettling()).isZero();
        assertThat(read("stepSettling: 5\n").stepSettling()).isEqualTo(5);
        assertThat(ScenarioYaml.read("stepSettling: 5\n", "s.yaml").quick(true).build().stepSettling()).isZero();
        assertThatThrownBy(() -> read("stepSettling: -1\n")).hasMessageContaining("stepSettling");
    }

    @Test
    void theWarmUpGoesOnUpToTwiceItsDurationUnlessAskedOtherwiseAndOnceInTheQuickForm() {
        assertThat(read("warmupDuration: 10s\n").warmupSettlingMax()).isEqualTo(Duration.ofSeconds(20));
        assertThat(read("warmupDuration: 10s\nwarmupUntilQuiet: 0\n").warmupSettlingMax()).isZero();
        assertThat(ScenarioYaml.read("warmupDuration: 4s\n", "s.yaml").quick(true).build().warmupSettlingMax())
                .as("quick: at most once its duration more").isEqualTo(Duration.ofSeconds(4));
        // its slices run as many users as the burst, at least the warm-up's
        assertThat(read("workload: {closed: {users: [100, 2000]}}\n").settlingUsers()).isEqualTo(1000);
        assertThat(read("workload: {closed: {users: [100, 2000]}}\nwarmupBurstMax: 0\n").settlingUsers()).isEqualTo(20);
        assertThat(read("workload: {closed: {users: [10]}}\n").settlingUsers()).isEqualTo(20);
    }

    @Test
    void theRecordedScenarioHoldsOnlyTheChosenCasesKeys() {
        Map<String, Object> m = read("workload: {open: {rates: [100]}}\n").toMap();
        assertThat(m).containsEntry("workload", Map.of("open", Map.of("rates", List.of(100.0), "durationMs", 10_000L,
                "arrivals", "fixed", "seed", 1L, "maxConnections", 1000)));
        assertThat(m).containsEntry("backend", Map.of("none", Map.of())).containsEntry("delayMs", 2000L);
        assertThat(m.toString()).doesNotContain("ramp").doesNotContain("rateCap");
    }

    @Test
    void theUrisPasswordNeverReachesTheRecordedScenario() {
        Scenario s = read("backend: {mongo: {uri: 'mongodb://alice:s3cret@db.example.org:27017'}}\npath: /documents/1\n");
        assertThat(s.backend().mongoStore().orElseThrow().uri()).contains("s3cret");   // the services need it...
        assertThat(s.toMap().toString()).doesNotContain("s3cret").contains("alice:***@db.example.org");   // ...results never
    }

    @Test
    void theModelKeyIsTrueOrFalseAndABadValueSaysSo() {
        assertThat(read("model: false\n").model()).isFalse();
        assertThat(read("name: x\n").model()).isTrue();
        assertThatThrownBy(() -> read("name: x\nmodel: maybe\n")).hasMessageContaining("s.yaml:2:8: model: 'maybe' is not true or false");
        // Recorded in results.json's scenario like every key, on or off.
        assertThat(read("model: false\n").toMap()).containsEntry("model", false);
        assertThat(read("name: x\n").toMap()).containsEntry("model", true);
    }
}
