package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
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
