package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** compare's exit codes, which CI pipelines rely on. */
class CompareCommandTest extends ConsoleCapture {

    private static final Path FIXTURE = Path.of("..", "report", "src", "test", "resources", "fixtures", "seed-delay-results.json");
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @TempDir
    Path tmp;

    private Path run(String name, java.util.function.Consumer<ObjectNode> change) throws Exception {
        ObjectNode root = (ObjectNode) JSON.readTree(Files.readString(FIXTURE));
        change.accept(root);
        Path dir = Files.createDirectories(tmp.resolve(name));
        Files.writeString(dir.resolve("results.json"), JSON.writeValueAsString(root));
        return dir;
    }

    private static ObjectNode step(ObjectNode root, int run, int step) {
        JsonNode node = root.path("runs").get(run).path("steps").get(step);
        return (ObjectNode) node;
    }

    @Test
    void sameRunsPass() throws Exception {
        Path a = run("a", r -> { });
        Path b = run("b", r -> { });
        assertThat(Main.execute("compare", a.toString(), b.toString(), "--fail-on-regression", "10%")).isZero();
        assertThat(out.toString()).contains("blocking").contains("reactive");
    }

    @Test
    void aThroughputDropBeyondTheThresholdWithoutRepeatsFailsOnlyWhenStrict() throws Exception {
        Path a = run("a", r -> { });
        Path b = run("b", r -> {
            ObjectNode s = step(r, 2, 3);
            s.put("throughputRps", s.path("throughputRps").asDouble() * 0.8);
        });
        // One repeat each: no interval, so the drop cannot be confirmed; it fails the gate only with --strict.
        assertThat(Main.execute("compare", a.toString(), b.toString(), "--fail-on-regression", "10%")).isZero();
        assertThat(err.toString()).contains("throughput fell 20.0%").contains("inconclusive (need more repeats)");
        assertThat(Main.execute("compare", a.toString(), b.toString(), "--fail-on-regression", "10%", "--strict"))
                .isEqualTo(ExitCodes.REGRESSION);
        assertThat(Main.execute("compare", a.toString(), b.toString(), "--fail-on-regression", "25%", "--strict")).isZero();
        assertThat(Main.execute("compare", a.toString(), b.toString())).as("no threshold: report only").isZero();
    }

    /**
     * Two runs of the demo without --repeat, eight minutes apart, nothing changed between them; the later is the
     * baseline here, so the earlier's starved reactive at 100 users (67 against 163 req/s, its generator late) is B's.
     */
    private static final Path DEMO = Path.of("..", "results", "src", "test", "resources", "seed-delay-quick-demo.json");
    private static final Path DEMO_AGAIN = Path.of("..", "results", "src", "test", "resources", "seed-delay-quick-demo-again.json");

    private Path copy(String name, Path file) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve(name));
        Files.copy(file, dir.resolve("results.json"));
        return dir;
    }

    @Test
    void twoUnchangedSingleRunsPassTheGate() throws Exception {
        Path a = copy("a", DEMO);
        Path b = copy("b", DEMO_AGAIN);
        assertThat(Main.execute("compare", a.toString(), b.toString(), "--fail-on-regression", "10%")).isZero();
        assertThat(err.toString()).doesNotContain("rbench: regression:")
                .contains("reactive, 100 users: throughput fell 58.9%").contains("inconclusive");
    }

    @Test
    void aHalvedThroughputOnSingleRunsFailsTheGateWithoutStrict() throws Exception {
        Path a = copy("a", DEMO);
        ObjectNode halved = (ObjectNode) JSON.readTree(Files.readString(DEMO));
        for (JsonNode run : halved.path("runs")) {
            for (JsonNode node : run.path("steps")) {
                ObjectNode step = (ObjectNode) node;
                step.put("throughputRps", step.path("throughputRps").asDouble() / 2);
                for (JsonNode repeat : step.path("repeats")) {
                    ((ObjectNode) repeat).put("throughputRps", repeat.path("throughputRps").asDouble() / 2);
                }
                ObjectNode estimate = (ObjectNode) step.path("stats").path("throughputRps");
                for (String key : List.of("value", "low", "high")) {
                    estimate.put(key, estimate.path(key).asDouble() / 2);
                }
                ArrayNode samples = (ArrayNode) estimate.path("samples");
                for (int i = 0; i < samples.size(); i++) {
                    samples.set(i, samples.get(i).asDouble() / 2);
                }
            }
        }
        Path b = Files.createDirectories(tmp.resolve("b"));
        Files.writeString(b.resolve("results.json"), JSON.writeValueAsString(halved));
        assertThat(Main.execute("compare", a.toString(), b.toString(), "--fail-on-regression", "10%"))
                .as("one run each: the halving is far beyond the machine's run-to-run noise").isEqualTo(ExitCodes.REGRESSION);
        assertThat(err.toString().lines().filter(l -> l.startsWith("rbench: regression: ") && l.contains("throughput fell 50.0%")))
                .as("every step but the two partly the machine's in B (virtual at 100 users, reactive at 10: generator late)").hasSize(10);
        assertThat(err.toString()).contains("rbench: regression: blocking, 100 users: throughput fell 50.0%")
                .contains("virtual, 100 users: throughput fell 50.0%").contains("inconclusive");
    }

    @Test
    void mismatchedRunsAreNotComparedSilently() throws Exception {
        Path a = run("a", r -> { });
        Path b = run("b", r -> ((ObjectNode) r.path("scenario").path("settings")).put("delayMs", 1000));
        assertThat(Main.execute("compare", a.toString(), b.toString(), "--fail-on-regression", "10%")).isEqualTo(ExitCodes.NOT_COMPARABLE);
        assertThat(out.toString() + err.toString()).contains("delay");
    }

    @Test
    void missingResultsAndBadThresholdAreOneLine() throws Exception {
        Path a = run("a", r -> { });
        assertThat(Main.execute("compare", a.toString(), tmp.resolve("nope").toString())).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).contains("no results file at");
        assertThat(Main.execute("compare", a.toString(), a.toString(), "--fail-on-regression", "lots")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).contains("--fail-on-regression: not a threshold: 'lots'");
    }

    @Test
    void reportRebuildsFromResultsAlone() throws Exception {
        Path a = run("a", r -> { });
        assertThat(Main.execute("report", a.toString())).isZero();
        assertThat(a.resolve("report.html")).exists();
        assertThat(a.resolve("summary.md")).exists();
    }
}
