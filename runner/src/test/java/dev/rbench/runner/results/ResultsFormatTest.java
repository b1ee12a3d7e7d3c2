package dev.rbench.runner.results;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.infra.jvm.GcActivity;
import dev.rbench.infra.net.ListenQueues;
import dev.rbench.infra.process.ResourceSampler;
import dev.rbench.results.Bottleneck;
import dev.rbench.results.EnvironmentInfo;
import dev.rbench.results.ErrorCounts;
import dev.rbench.results.GeneratorHealth;
import dev.rbench.results.LatencySummary;
import dev.rbench.results.LimitingResource;
import dev.rbench.results.ModelError;
import dev.rbench.results.ModelFigures;
import dev.rbench.results.PinningFigures;
import dev.rbench.results.ResultsFile;
import dev.rbench.results.RunResults;
import dev.rbench.results.ServiceFacts;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepProfile;
import dev.rbench.results.StepRecord;
import dev.rbench.results.TimelineSecond;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Seals the results.json contract the runner writes: within a version, add keys, never rename or drop one. */
class ResultsFormatTest {

    static RunResults sample() {
        var scenario = dev.rbench.runner.scenario.ScenarioYaml.read(
                "name: fmt\nstacks: [blocking, reactive]\nworkload: {burst: {users: [10, 400]}}\ndelay: 2000ms\n"
                + "slo: {p99: 3s, errors: 1%}\n", "fmt.yaml").build();
        var env = new EnvironmentInfo("cpu", 2, 24000, "Linux", "25", new EnvironmentInfo.Tool("0.1.0", "abc"), "2026-01-01T00:00:00Z",
                new dev.rbench.infra.cpu.CpuPlacement("0", "1").toMap(), // ordered, unlike Map.of
                new EnvironmentInfo.AcceptQueues(20000, 20000, new java.util.TreeMap<>(Map.of("net.core.somaxconn", 4096))));
        var sut = StepRecords.usage(new ResourceSampler.Usage(12.5, 40.0, 180.2, 230, 9));
        ModelFigures model = ModelFigures.of(5.0, 2000.0, 2.0).withCeilings(100.0, null, null);
        StepRecord ok = StepRecord.builder().users(10).workload("burst of 10 users over 1s").requests(10).ok(10)
                .errors(new ErrorCounts(0, 0, 0, 0)).wallSeconds(2.004).throughputRps(4.99)
                .latencyMs(new LatencySummary(2003.1, 2003, 2004, 2005, 2005, 2005.3)).sut(sut)
                .model(model).modelError(ModelError.of(model, 4.99, 2003.1, true))
                .latencyMsUncorrected(new LatencySummary(2003.1, 2003, 2004, 2005, 2005, 2005.3))
                .timeline(List.of(new TimelineSecond(0, 10, 0, new ErrorCounts(0, 0, 0, 0), null, null, 10),
                        new TimelineSecond(1, 0, 0, new ErrorCounts(0, 0, 0, 0), null, null, 10),
                        new TimelineSecond(2, 0, 10, new ErrorCounts(0, 0, 0, 0), 2003.0, 2005.0, 10)))
                .generator(new GeneratorHealth(0.2, 12.0, 30.0, false, null))
                .listenQueue(StepRecords.listenQueue(new ListenQueues.Counters(0, 0)))
                .bottleneck(new Bottleneck(LimitingResource.NONE, "waiting on t as modelled", List.of()))
                .limits(new dev.rbench.results.LimitsStep(0.25, 2048, 20, 18, 1234.5, 410.2, true, 0))
                .memory(dev.rbench.results.InFlightMemory.of(10_000, 300, 1_300, 40L, 1_040L)).build();
        StepRecord bad = StepRecord.builder().users(400).workload("burst of 400 users over 1s").requests(400).ok(300)
                .errors(new ErrorCounts(50, 40, 10, 0)).wallSeconds(6.0).throughputRps(50.0)
                .latencyMs(new LatencySummary(3000, 2500, 5000, 6000, 6000, 6000)).sut(sut).modelError(ModelError.of(null, 0, 0, true))
                .latencyMsUncorrected(new LatencySummary(3000, 2500, 5000, 6000, 6000, 6000)).timeline(List.of())
                .generator(new GeneratorHealth(3.5, 95.0, 180.0, true, "send lateness p99 3.50 ms > 1 ms"))
                .listenQueue(StepRecords.listenQueue(new ListenQueues.Counters(120, 121)))
                .gc(StepRecords.gc(GcActivity.parse(List.of(
                        "[1.815s][info] GC(1) Pause Young (Normal) (G1 Evacuation Pause) 122M->8M(512M) 24.767ms",
                        "[2.317s][info] GC(2) Pause Remark 13M->13M(512M) 4.643ms"), 6.0)))
                .bottleneck(new Bottleneck(LimitingResource.GENERATOR, "send lateness p99 3.5 ms, busiest event loop 95%",
                        List.of(new Bottleneck.Finding(LimitingResource.ACCEPT_QUEUE, "120 SYNs dropped"))))
                .profile(new StepProfile("async-profiler cpu", "profiles/blocking-400-users.html", null))
                .pinning(new PinningFigures(20, 2, 104.5, 60.25, List.of(new PinningFigures.Site(
                        List.of("java.lang.Thread.sleep:540", "dev.rbench.service.common.NativeCallbackWait.compare:62"), 2))))
                .build();
        var blocking = StackRun.started("blocking", Map.of("serverThreads", 200))
                .withService(new ServiceFacts(1, 8080, Map.of("stack", "blocking"), null, null)).withStep(ok).withStep(bad)
                .withStartup(new dev.rbench.results.Startup(true, 2_314L, 2_391L, "GET /delay?ms=0", 200, 187.5, true, null));
        var reactive = StackRun.started("reactive", Map.of()).withFailure("service would not start")
                .withStep(StepRecord.notRun(10, "burst", "service would not start", model));
        RunResults run = RunResults.start(ScenarioRecords.of(scenario), env, null, null).with(blocking).with(reactive).completed();
        return run.withCapacity(dev.rbench.results.stats.Capacities.of(run, run.scenario().slo()));
    }

    /**
     * The whole file from a deterministic stub, sealed: any change to results.json's format shows as a
     * diff here (JMH's ResultFormatTest). After an intended change, regenerate with
     * -Drbench.updateGolden=true and review the diff; keys may be added, never renamed or dropped.
     */
    @Test
    void formatMatchesGolden() throws Exception {
        Path golden = Path.of(System.getProperty("basedir", "."), "src", "test", "resources", "golden", "results.json");
        String actual = ResultsFile.toJson(sample());
        if (Boolean.getBoolean("rbench.updateGolden")) {
            Files.writeString(golden, actual);
        }
        assertThat(actual).as("results.json format differs from %s", golden).isEqualTo(Files.readString(golden));
    }

    @Test
    void hasEveryContractKey() {
        JsonNode root = JsonMapper.builder().build().readTree(ResultsFile.toJson(sample()));
        assertThat(root.path("schemaVersion").asInt()).isEqualTo(2);
        assertThat(root.path("scenario").path("name").asString()).isEqualTo("fmt");
        for (String key : List.of("description", "quick", "stacks", "workload", "users", "ratesRps", "calls", "routes", "settings")) {
            assertThat(root.path("scenario").has(key)).as(key).isTrue();
        }
        assertThat(root.path("scenario").path("settings").path("delayMs").asLong()).isEqualTo(2000);
        for (String key : List.of("cpuModel", "cores", "memoryMb", "os", "java", "tool", "startedAt")) {
            assertThat(root.path("environment").has(key)).as(key).isTrue();
        }
        assertThat(root.path("environment").path("tool").has("version")).isTrue();
        assertThat(root.path("environment").path("tool").has("gitCommit")).isTrue();
        JsonNode run = root.path("runs").get(0);
        assertThat(run.path("stack").asString()).isEqualTo("blocking");
        assertThat(run.path("config").has("serverThreads")).isTrue();
        assertThat(run.path("service").path("info").path("stack").asString()).isEqualTo("blocking");
        assertThat(run.path("service").path("pid").asLong()).isEqualTo(1);
        JsonNode step = run.path("steps").get(0);
        for (String key : List.of("users", "requests", "ok", "failed", "errors", "wallSeconds", "throughputRps", "latencyMs", "sut",
                "rateRps", "calls", "database", "route", "listenQueue", "limits")) {
            assertThat(step.has(key)).as(key).isTrue();
        }
        for (String key : List.of("cpus", "memoryLimitMb", "periods", "throttledPeriods", "throttledMs", "memoryPeakMb",
                "memoryPeakOfStep", "oomKills")) {
            assertThat(step.path("limits").has(key)).as(key).isTrue();
        }
        for (String key : List.of("connect", "timeout", "http", "other")) {
            assertThat(step.path("errors").has(key)).as(key).isTrue();
        }
        for (String key : List.of("mean", "p50", "p90", "p99", "p999", "max")) {
            assertThat(step.path("latencyMs").has(key)).as(key).isTrue();
        }
        for (String key : List.of("cpuPercentMean", "cpuPercentMax", "rssMbMax", "threadsMax")) {
            assertThat(step.path("sut").has(key)).as(key).isTrue();
        }
        assertThat(root.path("runs").get(1).path("steps").get(0).path("failed").asBoolean()).isTrue();
        for (String key : List.of("throughputRps", "meanLatencyMs", "wallSeconds", "threadCeilingRps", "poolCeilingRps", "cpuCeilingRps")) {
            assertThat(step.path("model").has(key)).as(key).isTrue();
        }
        assertThat(step.path("modelError").path("throughput").asDouble()).isEqualTo(-0.002);
        for (String key : List.of("mean", "p50", "p90", "p99", "p999", "max")) {
            assertThat(step.path("latencyMsUncorrected").has(key)).as(key).isTrue();
        }
        JsonNode second = step.path("timeline").get(2);
        for (String key : List.of("second", "sent", "ok", "errors", "p50Ms", "p99Ms", "inFlightMax")) {
            assertThat(second.has(key)).as(key).isTrue();
        }
        assertThat(step.path("timeline").get(0).path("p99Ms").isNull()).isTrue();
        for (String key : List.of("sendLatenessP99Ms", "loopBusyMaxPercent", "cpuPercent", "saturated", "reason")) {
            assertThat(step.path("generator").has(key)).as(key).isTrue();
        }
        assertThat(run.path("steps").get(1).path("generator").path("saturated").asBoolean()).isTrue();
        assertThat(root.path("environment").path("placement").path("generator").asString()).isEqualTo("1");
        assertThat(step.path("modelError").path("meanLatency").asDouble()).isEqualTo(0.0015);
    }

    @Test
    void writesAtomicallyWithoutLeftovers(@TempDir Path dir) throws Exception {
        ResultsFile.write(dir, sample());
        ResultsFile.write(dir, sample());
        assertThat(Files.list(dir).map(p -> p.getFileName().toString())).containsExactly("results.json");
        assertThat(Files.readString(dir.resolve("results.json"))).contains("\"schemaVersion\"");
    }

    /** The report reads what the runner writes: the two sides of the contract meet here. */
    @Test
    void reportRendersWhatTheRunnerWrites(@TempDir Path dir) throws Exception {
        ResultsFile.write(dir, sample());
        dev.rbench.report.ReportWriter.writeAll(dir);
        assertThat(Files.readString(dir.resolve("summary.md"))).contains("# fmt").contains("service would not start");
        assertThat(Files.readString(dir.resolve("report.html"))).contains("<svg").contains("fmt");
        assertThat(ResultsFile.readRunDir(dir)).isEqualTo(sample());
        String table = dev.rbench.report.SummaryTable.markdown(ResultsFile.readRunDir(dir));
        assertThat(table.lines().skip(2).findFirst().orElseThrow()).contains("10", "2.003", "4.99", "failed");
    }
}
