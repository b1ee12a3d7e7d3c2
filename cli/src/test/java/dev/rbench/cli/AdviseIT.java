package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Advice measured before it is believed, end to end with a real blocking service: a run on a 100 ms
 * route, {@code rbench advise --target 100/s --verify}: the advised thread count (12, 85 % busy)
 * serves 100 req/s of open arrivals, half of it (6, 60 req/s at most) does not.
 */
class AdviseIT extends ConsoleCapture {

    @Test
    void theAdvisedThreadsServeTheTargetAndHalfOfThemDoNot(@TempDir Path tmp) throws Exception {
        Path scenario = tmp.resolve("advise-it.yaml");
        Files.writeString(scenario, """
                name: advise-it
                stacks: [blocking]
                path: /delay/{delayMs}
                delay: 100ms
                workload: {closed: {users: [2], duration: 1s}}
                serverThreads: 50
                warmupUsers: 2
                warmupDuration: 1s
                warmupUntilQuiet: 0
                serviceHeapMb: 256
                """);
        Path run = tmp.resolve("run");
        assertThat(Main.execute("run", scenario.toString(), "--out", run.toString())).isZero();

        out.reset();
        int code = Main.execute("advise", run.toString(), "--target", "100/s", "--verify", "--scenario", scenario.toString(),
                "--verify-duration", "4s", "--json");
        JsonNode blocking = JsonMapper.builder().build().readTree(out.toString()).path("stacks").get(0);
        assertThat(blocking.path("threads").asInt()).isEqualTo(12);
        JsonNode v = blocking.path("verification");
        assertThat(v.path("advised").path("meets").asBoolean()).as(v.toString()).isTrue();
        assertThat(v.path("advised").path("threads").asInt()).isEqualTo(12);
        assertThat(v.path("half").path("threads").asInt()).isEqualTo(6);
        assertThat(v.path("half").path("meets").asBoolean()).as(v.toString()).isFalse();
        assertThat(v.path("half").path("throughputRps").asDouble()).isLessThan(80);
        assertThat(v.path("confirmed").asBoolean()).isTrue();
        assertThat(code).isZero();
        assertThat(run.resolve("advise/blocking-advised/results.json")).exists();
    }
}
