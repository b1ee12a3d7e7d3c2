package dev.rbench.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.protocol.PoolSnapshot;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultsFileTest {

    /** A real results.json of schemaVersion 1: {@code rbench run seed-delay --quick} before this module. */
    static final String V1_FIXTURE = "/v1-seed-delay-quick-results.json";

    @TempDir
    Path dir;

    static String v1Text() throws IOException {
        try (InputStream in = ResultsFileTest.class.getResourceAsStream(V1_FIXTURE)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void readsARealV1FileIntoTheCurrentRecords() throws IOException {
        RunResults r = ResultsFile.parse(v1Text(), "v1");

        assertThat(r.schemaVersion()).isEqualTo(RunResults.SCHEMA_VERSION);
        assertThat(r.scenario().name()).isEqualTo("seed-delay");
        assertThat(r.scenario().quick()).isTrue();
        assertThat(r.scenario().stacks()).containsExactly("blocking", "virtual", "reactive");
        assertThat(r.scenario().workload()).isEqualTo("burst");
        assertThat(r.scenario().users()).containsExactly(1, 10, 50, 100);
        assertThat(r.scenario().settings()).containsEntry("delayMs", 500).doesNotContainKey("delay").containsEntry("serverThreads", 10);
        assertThat(r.runs()).extracting(StackRun::stack).containsExactly("blocking", "virtual", "reactive");

        StackRun blocking = r.runs().getFirst();
        assertThat(blocking.service().pid()).isPositive();
        assertThat(blocking.service().info()).containsEntry("stack", "blocking").doesNotContainKey("pid");
        assertThat(blocking.acceptBacklog()).isEqualTo(4096);
        StepRecord hundred = blocking.steps().getLast();
        assertThat(hundred.users()).isEqualTo(100);
        // v1's "throughput" is v2's throughputRps; the figures themselves are untouched.
        assertThat(hundred.throughputRps()).isGreaterThan(1);
        assertThat(hundred.latencyMs().p99()).isGreaterThan(2000);
        assertThat(hundred.timeline()).isNotEmpty();
        assertThat(hundred.generator()).isNotNull();
        assertThat(hundred.model().throughputRps()).isNotNull();
        // T/t = 10 threads / 0.5 s, recovered from the v1 scenario for the blocking stack only.
        assertThat(hundred.model().threadCeilingRps()).isEqualTo(20.0);
        assertThat(r.runs().get(1).steps().getLast().model().threadCeilingRps()).isNull();
        // The typed setup, from the flat keys; a v1 file recorded every workload's keys, a burst has only its ramp.
        assertThat(r.scenario().setup()).isEqualTo(
                new StepSetup("/delay/{delayMs}", 500.0, 10, 0, 0, null, 100.0, null, null, null, null, null));
    }

    @Test
    void givesAnOlderV2FileItsSetupFromItsSettings() throws IOException {
        String older = """
                {"schemaVersion": 2, "scenario": {"name": "ramp", "workload": "ramp-rate", "ratesRps": [100, 200],
                  "settings": {"path": "/documents/1", "delayMs": 2000, "serverThreads": 50,
                    "workload": {"ramp-rate": {"rates": [100, 200], "rateFrom": 20, "durationMs": 3000,
                                               "arrivals": "poisson", "maxConnections": 500}},
                    "backend": {"mongo": {"poolSize": 10}}}},
                  "runs": [], "complete": true}
                """;
        StepSetup setup = ResultsFile.parse(older, "older").scenario().setup();

        // The delay does not act on a path without {delayMs}: the route waits on the database.
        assertThat(setup).isEqualTo(new StepSetup("/documents/1", null, 50, null, null, 10, null, 3000.0, null, 20.0, "poisson", 500));
    }

    @Test
    void keepsTheSetupAFileWrote() throws IOException {
        String current = """
                {"schemaVersion": 2, "scenario": {"name": "s", "workload": "burst",
                  "settings": {"path": "/delay/{delayMs}", "delayMs": 2000, "serverThreads": 50},
                  "setup": {"path": "/delay/{delayMs}", "delayMs": 500, "serverThreads": 10}},
                  "runs": [], "complete": true}
                """;
        StepSetup setup = ResultsFile.parse(current, "current").scenario().setup();

        assertThat(setup).isEqualTo(new StepSetup("/delay/{delayMs}", 500.0, 10, null, null, null, null, null, null, null, null, null));
    }

    @Test
    void writesAndReadsTheCurrentVersionUnchanged() throws IOException {
        RunResults v2 = sample();

        ResultsFile.write(dir, v2);

        assertThat(ResultsFile.readRunDir(dir)).isEqualTo(v2);
        assertThat(Files.readString(dir.resolve(ResultsFile.NAME))).contains("\"schemaVersion\" : 2")
                .contains("\"throughputRps\" : 4.286").contains("\"oneWayLatencyMs\" : 500.0")
                .contains("\"resource\" : \"accept-queue\"").contains("\"pauseSharePercent\" : 1.976");
    }

    @Test
    void aConvertedV1FileWritesAsV2AndReadsBackEqual() throws IOException {
        RunResults fromV1 = ResultsFile.parse(v1Text(), "v1");

        ResultsFile.write(dir, fromV1);

        assertThat(ResultsFile.readRunDir(dir)).isEqualTo(fromV1);
    }

    @Test
    void refusesAnUnknownVersionNamingItAndTheKnownOnes() throws IOException {
        Path file = dir.resolve(ResultsFile.NAME);
        Files.writeString(file, "{\"schemaVersion\": 99, \"runs\": []}");

        assertThatThrownBy(() -> ResultsFile.read(file)).isInstanceOf(ResultsFileException.class)
                .hasMessage(file + " has schemaVersion 99; this rbench reads schemaVersion 1 and 2");
    }

    @Test
    void saysWhatIsWrongWithAFileThatIsNoResults() throws IOException {
        Path file = dir.resolve(ResultsFile.NAME);
        Files.writeString(file, "[1, 2]");
        assertThatThrownBy(() -> ResultsFile.read(file)).hasMessageContaining("is not a JSON object");
        Files.writeString(file, "{\"schemaVersion\": 2,");
        assertThatThrownBy(() -> ResultsFile.read(file)).hasMessageContaining("is not valid JSON");
        Files.writeString(file, "{}");
        assertThatThrownBy(() -> ResultsFile.read(file)).hasMessageContaining("has schemaVersion (none)");
        assertThatThrownBy(() -> ResultsFile.readRunDir(dir.resolve("nowhere"))).hasMessageContaining("no results file at");
    }

    @Test
    void convertsV1BackendDescriptionsDurationsAndRecordTables() throws IOException {
        String v1 = """
                {"schemaVersion": 1, "scenario": {"name": "streams", "rates": [100, 12.5], "workload": "open"},
                 "database": {"kind": "mongo-java-server 1.47.0 and postgresql", "uri": "MongoDB x; PostgreSQL y",
                   "proxy": {"oneWayLatency": "500ms", "bytesPerSecondPerConnection": 0},
                   "stores": {"mongo": {"kind": "mongo-java-server", "uri": "embedded on 127.0.0.1"},
                              "postgres": {"kind": "postgresql", "url": "embedded on 127.0.0.1",
                                 "seeded": {"records_1kb": {"records": 1000, "payloadBytes": 1024}, "function": "f()"}}}},
                 "runs": [{"stack": "reactive", "steps": [{"users": 5, "rate": 12.5, "throughput": 12.4}]}],
                 "complete": false}
                """;

        RunResults r = ResultsFile.parse(v1, "v1");

        BackendInfo db = r.database();
        assertThat(db.where()).isEqualTo("MongoDB x; PostgreSQL y");
        assertThat(db.proxy().oneWayLatencyMs()).isEqualTo(500.0);
        assertThat(db.stores()).extracting(BackendInfo::where).containsOnly("embedded on 127.0.0.1");
        assertThat(db.stores().get(1).seeded().recordTables()).containsExactly(new BackendInfo.RecordTable("records_1kb", 1000, 1024));
        assertThat(db.stores().get(1).seeded().function()).isEqualTo("f()");
        assertThat(r.scenario().ratesRps()).containsExactly(100.0, 12.5);
        assertThat(r.scenario().openModel()).isTrue();
        assertThat(r.runs().getFirst().steps().getFirst().rateRps()).isEqualTo(12.5);
        assertThat(r.runs().getFirst().steps().getFirst().throughputRps()).isEqualTo(12.4);
    }

    @Test
    void readsV1DurationsAsSeconds() {
        assertThat(V1Upgrade.seconds("2s")).contains(2.0);
        assertThat(V1Upgrade.seconds("500ms")).contains(0.5);
        assertThat(V1Upgrade.seconds("1.5s")).contains(1.5);
        assertThat(V1Upgrade.seconds("2m")).contains(120.0);
        assertThat(V1Upgrade.seconds("soon")).isEmpty();
    }

    /** A v2 run using every record: a backend with proxy and seeded data, a service, a calibration, a database step. */
    static RunResults sample() {
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("delay", "2s");
        settings.put("users", List.of(1, 10));
        ScenarioInfo scenario = new ScenarioInfo("seed-database", "d", true, List.of("blocking"), "burst", List.of(1, 10),
                List.of(), List.of(1), List.of(), settings,
                new StepSetup("/documents/1", null, 200, 0, 0, 100, 1000.0, null, null, null, null, null));
        EnvironmentInfo env = new EnvironmentInfo("cpu", 2, 1024, "Linux", "25", new EnvironmentInfo.Tool("dev", "abc"),
                "2026-11-23T00:00:00Z", Map.of("service", "0", "generator", "1"));
        BackendInfo db = BackendInfo.builder().kind("mongo-java-server").version("1.47.0").embedded(true)
                .where("embedded on 127.0.0.1").note("not mongod")
                .proxy(new BackendInfo.Proxy(500, 0)).seeded(BackendInfo.Seeded.documents(1 << 20, 1000, 1024)).build();
        ModelFigures model = ModelFigures.of(5, 2000, 2).withCeilings(5.0, 50.0, null);
        StepRecord step = StepRecord.builder().users(10).workload("burst of 10 users over 1s").requests(10).ok(9)
                .errors(new ErrorCounts(1, 0, 0, 0)).wallSeconds(2.1).throughputRps(4.286)
                .latencyMs(new LatencySummary(2000, 2001, 2002, 2003, 2004, 2005)).sut(new ResourceUsage(10, 20, 300, 40, 5))
                .model(model).modelError(ModelError.of(model, 4.286, 2000, true))
                .latencyMsUncorrected(new LatencySummary(1999, 2000, 2001, 2002, 2003, 2004))
                .timeline(List.of(new TimelineSecond(0, 10, 9, new ErrorCounts(1, 0, 0, 0), null, 2003.0, 10)))
                .generator(new GeneratorHealth(0.2, 10, 5, false, null)).calls(1)
                .database(new DatabaseStep("GET /documents/1", 1000.0, 2.5, 10L, 1.0, null, null, 3L,
                        new PoolSnapshot(100, 0, 2, 0, 0, 13, 0, 10, 0)).withQueries(new QueryCounts("pg_stat_statements", 21, 2.1,
                        List.of(new QueryCounts.StatementCalls("select line from order_lines where order_id = $1", 20, 2.0, 3.0, 6.0),
                                new QueryCounts.StatementCalls("select id from orders where customer_id = $1", 1, 0.1, 20.0, 2.0)),
                        "`select line from order_lines where order_id = $1` called once per row"))).listenQueue(new ListenQueueDrops(0, 0))
                .gc(new GcFigures(3, 41.5, 20.25, java.util.Map.of("Young", 2, "Remark", 1), 2, 16L, 120.5, 1.976))
                .bottleneck(new Bottleneck(LimitingResource.ACCEPT_QUEUE, "1,118 SYNs dropped",
                        List.of(new Bottleneck.Finding(LimitingResource.CPU, "1.93 of 2 cores"))))
                .profile(new StepProfile("JFR profile", "profiles/blocking-10-users.jfr", "async-profiler did not load"))
                .pinning(new PinningFigures(20, 1, 50.5, 50.5, List.of(new PinningFigures.Site(List.of("java.lang.Thread.sleep:540"), 1))))
                .limits(new LimitsStep(0.25, 512, 40, 30, 2500.0, 300.5, true, 0)).build();
        StackRun run = StackRun.started("blocking", Map.of("server", "tomcat", "acceptBacklog", 4096))
                .withService(new ServiceFacts(42, 8080, Map.of("stack", "blocking"),
                        new ServiceFacts.VerifiedReads(10, 1, null, null, 10), null))
                .withCalibration(new Calibration("GET /documents/1", 1000, 2.5, 3, "mean", null).withPoolFilledAfter(0.5))
                .withStep(step)
                .withStep(StepRecord.notRun(100, "burst of 100 users over 1s", "service died", model));
        return RunResults.start(scenario, env, db, null).with(run).completed();
    }
}
