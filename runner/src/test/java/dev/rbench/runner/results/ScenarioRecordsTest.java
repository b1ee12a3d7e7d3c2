package dev.rbench.runner.results;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.ScenarioInfo;
import dev.rbench.results.StepSetup;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioYaml;
import dev.rbench.runner.settings.Cases;
import dev.rbench.runner.settings.Setting;
import dev.rbench.runner.settings.SettingsTree;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The scenario as results.json records it: the typed setup, and display settings holding only the keys that apply. */
class ScenarioRecordsTest {

    private static final Path PRESETS = Path.of("..", "scenarios");

    /** The keys the display settings hold, dotted. */
    private static Map<String, Object> flat(ScenarioInfo info) {
        Map<String, Object> flat = new java.util.LinkedHashMap<>();
        flatten("", info.settings(), flat);
        return flat;
    }

    @SuppressWarnings("unchecked") // a settings tree's blocks are maps keyed by name
    private static void flatten(String prefix, Map<String, Object> tree, Map<String, Object> out) {
        tree.forEach((k, v) -> {
            if (v instanceof Map<?, ?> block && !block.isEmpty()) {
                flatten(prefix + k + ".", (Map<String, Object>) block, out);
            } else {
                out.put(prefix + k, v);
            }
        });
    }

    @Test
    void theDemoRecordsNoKeyThatDidNotActOnIt() {
        Scenario demo = ScenarioYaml.read(PRESETS.resolve("seed-delay.yaml")).quick(true).build();

        Map<String, Object> keys = flat(ScenarioRecords.of(demo));

        // No fault, no limits, no remote engine, no profile, the components' own event loops and queues.
        assertThat(keys).doesNotContainKeys("fault.atMs", "fault.down", "limits.cpus", "limits.memoryMb", "generator.remote",
                "eventLoops", "kernelAcceptQueue", "acceptBacklog", "serverMaxConnections", "profile", "profileSteps",
                "faults", "pin", "serviceJvmOptions", "routes", "routeSettling", "stepSettling");
        assertThat(keys.keySet()).noneMatch(k -> k.startsWith("fault") || k.startsWith("limits"));
        // What did act on it stays (the quick warm-up goes on while the compilers are busy, so warmupUntilQuiet acts).
        assertThat(keys).containsEntry("serverThreads", 10).containsEntry("generator.engine", "rbench")
                .containsKeys("path", "delayMs", "workload.burst.users", "workload.burst.rampMs", "warmupUsers", "warmupDurationMs",
                        "warmupBurstMax", "warmupUntilQuiet", "serviceHeapMb", "repeat", "quick");
    }

    @Test
    void aRunWithAFaultRecordsTheFaultKeysOfItsKind() {
        Scenario slow = ScenarioYaml.read(PRESETS.resolve("slow-downstream.yaml")).build();

        Map<String, Object> keys = flat(ScenarioRecords.of(slow));

        assertThat(keys).containsEntry("fault.atMs", 12000).containsEntry("fault.durationMs", 5000)
                .containsEntry("fault.latencyMs", 4500).doesNotContainKeys("fault.down", "fault.reset", "fault.errorRate");
    }

    @Test
    void limitsAProfileAndRemoteEnginesAreRecordedWhenSet() {
        Scenario s = ScenarioYaml.read("""
                limits: {cpus: 0.5}
                profile: cpu
                generator: {engine: jmeter, remote: ["10.0.0.5:1099"]}
                eventLoops: 2
                warmupUsers: 0
                """, "set.yaml").build();

        Map<String, Object> keys = flat(ScenarioRecords.of(s));

        assertThat(keys).containsEntry("limits.cpus", 0.5).doesNotContainKey("limits.memoryMb")
                .containsEntry("profile", "cpu").containsEntry("profileSteps", "largest")
                .containsEntry("eventLoops", 2).containsKey("generator.remote")
                // No warm-up: none of its keys acted.
                .doesNotContainKeys("warmupUsers", "warmupDurationMs", "warmupBurstMax");
    }

    @Test
    void theSetupIsTyped() {
        Scenario demo = ScenarioYaml.read(PRESETS.resolve("seed-delay.yaml")).quick(true).build();
        assertThat(ScenarioRecords.of(demo).setup())
                .isEqualTo(new StepSetup("/delay/{delayMs}", 500.0, 10, 0, 0, null, 100.0, null, null, null, null, null));

        Scenario database = ScenarioYaml.read("""
                path: /documents/1
                backend: {mongo: {poolSize: 20}}
                workload: {closed: {users: [10], duration: 5s}}
                """, "db.yaml").build();
        // The route waits on the database, not on the delay.
        assertThat(ScenarioRecords.of(database).setup())
                .isEqualTo(new StepSetup("/documents/1", null, 200, 0, 0, 20, null, 5000.0, null, null, null, null));

        Scenario ramp = ScenarioYaml.read("""
                workload: {ramp-rate: {rates: [100, 200], rateFrom: 20, duration: 3s, arrivals: poisson, maxConnections: 50}}
                """, "ramp.yaml").build();
        assertThat(ScenarioRecords.of(ramp).setup())
                .isEqualTo(new StepSetup("/delay/{delayMs}", 2000.0, 200, 0, 0, null, null, 3000.0, null, 20.0, "poisson", 50));
    }

    @Test
    void aUserAppRecordsNoneOfOurServicesSettings() {
        Scenario app = ScenarioYaml.read("""
                name: orders
                app: {command: [java, -jar, orders.jar, "--server.port={port}"]}
                path: /api/orders/42
                eventLoops: 4
                """, "orders.yaml").build();

        ScenarioInfo info = ScenarioRecords.of(app);

        assertThat(flat(info)).doesNotContainKeys("serverThreads", "eventLoops", "acceptBacklog", "serverMaxConnections", "delayMs")
                .containsKeys("app.command", "path");
        assertThat(info.setup().serverThreads()).isNull();
        assertThat(info.setup().eventLoops()).isNull();
        assertThat(info.setup().delayed()).isFalse();
    }

    /** Every onlyWith names a key of its block and every onlyWhen a test of its record: a typo fails here, not in a run. */
    @Test
    void everyKeysConditionNamesWhatExists() {
        List<String> checked = new ArrayList<>();
        walk(Scenario.class, checked, new HashSet<>());
        assertThat(checked).contains("Scenario.profileSteps", "Scenario.delay", "Scenario.serverThreads");
    }

    private static void walk(Class<?> type, List<String> checked, Set<Class<?>> seen) {
        if (!seen.add(type)) {
            return;
        }
        if (type.isSealed()) {
            Cases.of(type).values().forEach(c -> walk(c, checked, seen));
            return;
        }
        for (RecordComponent c : type.getRecordComponents()) {
            Setting s = c.getAnnotation(Setting.class);
            if (s != null && !s.onlyWith().isEmpty()) {
                assertThat(SettingsTree.onlyWith(c, type)).isNotNull();
                checked.add(type.getSimpleName() + "." + c.getName());
            }
            if (s != null && !s.onlyWhen().isEmpty()) {
                assertThat(SettingsTree.onlyWhen(c, type)).isNotNull();
                checked.add(type.getSimpleName() + "." + c.getName());
            }
            Class<?> nested = c.getType() == Map.class ? (Class<?>) ((ParameterizedType) c.getGenericType()).getActualTypeArguments()[1]
                    : c.getType();
            if (nested.isRecord() || nested.isSealed()) {
                walk(nested, checked, seen);
            }
        }
    }
}
