package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

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
    void aClosedStepWhoseCoresAreTheLimitShowsWhatItsEndsCost() {
        // 2,000 users behind 2 s on a quarter core at 0.38 ms: the middle serves ~656 req/s, the 20 s step ~5 % less.
        String[] step = {"--users", "2000", "--closed", "20s", "--time", "2s", "--cores", "0.25", "--cpu-ms", "0.38"};
        JsonNode root = modelJson(step);
        double x = root.path("reactive").path("throughput").asDouble();
        double steady = root.path("reactive").path("steadyThroughput").asDouble();
        assertThat(steady).isBetween(650.0, 660.0);
        assertThat(x / steady).isBetween(0.93, 0.96);
        List<String> args = new ArrayList<>(List.of("model"));
        args.addAll(List.of(step));
        assertThat(Main.execute(args.toArray(String[]::new))).isZero();
        assertThat(out.toString()).contains("reactive: the step's two ends (the cores idle while the first and the last"
                + " requests wait) cost 5.").contains("its steady middle serves 65");
        // Without a CPU station nothing is lost at the ends, and nothing is said.
        assertThat(modelJson("--users", "1000", "--closed", "20s", "--time", "2s").path("reactive").path("steadyThroughput")
                .asDouble()).isEqualTo(500.0);
    }

    @Test
    void badInputIsOneLine() {
        assertThat(Main.execute("model", "--users", "0", "--time", "2s")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).contains("model: users must be at least 1");
        assertThat(Main.execute("model", "--users", "5", "--time", "soon")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).contains("'soon' is not a duration");
    }

    @Test
    void cpuMsAndCoresAddTheCpuStation() {
        // 2 cores, 10 ms a request: 200 req/s whatever the users
        JsonNode burst = modelJson("--users", "4000", "--time", "1ms", "--cores", "2", "--cpu-ms", "10");
        assertThat(burst.path("reactive").path("throughput").asDouble()).isBetween(199.0, 200.0);
        // a closed loop near its knee bends below both bounds, min(U / (t + s), c / s)
        JsonNode closed = modelJson("--users", "6", "--closed", "10s", "--pool", "100", "--time", "10ms",
                "--cores", "2", "--cpu-ms", "5");
        assertThat(closed.path("reactive").path("throughput").asDouble()).isLessThan(0.9 * 400);
        // a CPU quota: a fraction of a core
        JsonNode quota = modelJson("--users", "1", "--time", "0ms", "--cores", "0.25", "--cpu-ms", "10");
        assertThat(quota.path("reactive").path("meanLatencyMs").asDouble()).isEqualTo(40.0);
        // a request whose 10 ms of CPU runs on 2 cores at once takes 5 ms alone; the ceiling stays c / s
        JsonNode overlapped = modelJson("--users", "1", "--closed", "10s", "--time", "0ms", "--cores", "2", "--cpu-ms", "10",
                "--cpu-parallelism", "2");
        assertThat(overlapped.path("reactive").path("meanLatencyMs").asDouble()).isCloseTo(5.0, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(Main.execute("model", "--users", "5", "--time", "2s", "--cpu-parallelism", "0.5")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).contains("--cpu-parallelism must be at least 1");
    }

    @Test
    void aCollectorThatStopsTheServiceCostsTheWaitingRequestsToo() {
        // 2,000 users behind 2 s on a quarter core at 0.228 ms, 0.062 of it collections that stop the service: shared,
        // the waits are the limit (~994 a second in the middle); stopping, every request loses their time (~797).
        String[] step = {"--users", "2000", "--closed", "200s", "--time", "2003ms", "--cores", "0.25", "--cpu-ms", "0.228"};
        double shared = modelJson(step).path("reactive").path("steadyThroughput").asDouble();
        List<String> stopping = new ArrayList<>(List.of(step));
        stopping.addAll(List.of("--stopping-gc-ms", "0.062"));
        double stopped = modelJson(stopping.toArray(String[]::new)).path("reactive").path("steadyThroughput").asDouble();
        assertThat(shared).isBetween(985.0, 998.0);
        assertThat(stopped).isBetween(780.0, 800.0);
        assertThat(Main.execute("model", "--users", "5", "--time", "2s", "--cores", "1", "--cpu-ms", "1", "--stopping-gc-ms", "2"))
                .isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).contains("--stopping-gc-ms must lie between 0 and --cpu-ms");
    }

    @Test
    void theCompilersCoresAreNotTheRequests() {
        // 40 users, 5 ms of CPU each on 2 cores: 400 a second in the middle; with the compilers on 0.2 of them, 360.
        String[] step = {"--users", "40", "--closed", "10s", "--time", "1ms", "--cores", "2", "--cpu-ms", "5"};
        List<String> held = new ArrayList<>(List.of(step));
        held.addAll(List.of("--compiler-cores", "0.2"));
        assertThat(modelJson(step).path("reactive").path("steadyThroughput").asDouble()).isCloseTo(400, within(1.0));
        assertThat(modelJson(held.toArray(String[]::new)).path("reactive").path("steadyThroughput").asDouble())
                .isCloseTo(360, within(1.0));
        assertThat(Main.execute("model", "--users", "5", "--time", "2s", "--cores", "1", "--cpu-ms", "1", "--compiler-cores", "1"))
                .isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).contains("--compiler-cores must lie between 0 and fewer than --cores");
    }

    @Test
    void liveKbGivesTheYoungPauseOfThePeakInFlight() {
        // 4,000 users over 1 s waiting 2 s: all 4,000 in flight at once; 105 KB each copied at 1,200 MB/s
        JsonNode root = modelJson("--users", "4000", "--time", "2s", "--ramp", "1s", "--live-kb", "105");
        assertThat(root.path("virtual").path("peakInFlight").asDouble()).isEqualTo(4000.0);
        assertThat(root.path("virtual").path("youngPauseMs").asDouble()).isCloseTo(4000 * 105 / 1024.0 / 1200 * 1000,
                org.assertj.core.api.Assertions.within(0.001));
        assertThat(modelJson("--users", "10", "--time", "2s").path("virtual").has("youngPauseMs")).isFalse();
        assertThat(Main.execute("model", "--users", "5", "--time", "2s", "--cpu-ms", "-1")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).contains("--cpu-ms and --live-kb must not be negative");
    }

    /** {@code rbench model ARGS --json}, which must succeed, as the JSON it printed. */
    private JsonNode modelJson(String... args) {
        out.reset();
        List<String> command = new ArrayList<>(List.of("model"));
        command.addAll(List.of(args));
        command.add("--json");
        assertThat(Main.execute(command.toArray(String[]::new))).isZero();
        return JsonMapper.builder().build().readTree(out.toString());
    }
}
