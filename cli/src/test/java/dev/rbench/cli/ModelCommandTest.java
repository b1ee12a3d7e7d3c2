package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

class ModelCommandTest extends ConsoleCapture {

    @Test
    void jsonGivesTheStudysArithmetic() {
        JsonNode root = modelJson("--users", "1000", "--threads", "200", "--time", "2s");
        assertThat(root.path("blocking").path("wallSeconds").asDouble()).isEqualTo(10.0);
        assertThat(root.path("blocking").path("throughput").asDouble()).isEqualTo(100.0);
        assertThat(root.path("blocking").path("meanLatencyMs").asDouble()).isEqualTo(6000.0);
        assertThat(root.path("reactive").path("wallSeconds").asDouble()).isEqualTo(2.0);
        assertThat(root.path("virtual").path("throughput").asDouble()).isEqualTo(500.0);
    }

    @Test
    void poolLimitsEveryStack() {
        JsonNode root = modelJson("--users", "400", "--pool", "100", "--time", "2s");
        assertThat(root.path("reactive").path("wallSeconds").asDouble()).isEqualTo(8.0);
        assertThat(root.path("blocking").path("wallSeconds").asDouble()).isEqualTo(8.0);
    }

    @Test
    void tableNamesTheStacks() {
        assertThat(Main.execute("model", "--users", "500", "--time", "2s", "--ramp", "1s")).isZero();
        assertThat(out.toString()).contains("blocking", "virtual", "reactive", "throughput req/s", "80.6");
    }

    @Test
    void badInputIsOneLine() {
        assertThat(Main.execute("model", "--users", "0", "--time", "2s")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).contains("model: users must be at least 1");
        assertThat(Main.execute("model", "--users", "5", "--time", "soon")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).contains("'soon' is not a duration");
    }

    /** {@code rbench model ARGS --json}, which must succeed, as the JSON it printed. */
    private JsonNode modelJson(String... args) {
        List<String> command = new ArrayList<>(List.of("model"));
        command.addAll(List.of(args));
        command.add("--json");
        assertThat(Main.execute(command.toArray(String[]::new))).isZero();
        return JsonMapper.builder().build().readTree(out.toString());
    }
}
