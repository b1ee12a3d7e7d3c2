package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.BackendInfo;
import dev.rbench.results.CpuUnderLoad;
import dev.rbench.results.ResultsFile;
import dev.rbench.results.RunResults;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.BenchmarkRunner;
import dev.rbench.runner.phase.plan.RunListener;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioYaml;
import dev.rbench.runner.service.RbenchHome;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The database path end to end with real JVMs: the embedded wire-protocol server, the latency proxy,
 * the services on every stack, verification by the database's own read count, pool gauges, the
 * model's pool term — and a stack that skips calls is caught before it is measured.
 */
class DatabaseRunIT {

    private static final String BASE = """
            database: mongo
            mongo:
              poolSize: 4
              minPoolSize: 4
              documentBytes: 4096
              entities: 20
            db:
              latency: 50ms
            workload: burst
            ramp: 0s
            warmupUsers: 2
            warmupDuration: 1s
            warmupUntilQuiet: 0
            serviceHeapMb: 256
            pauseBetweenSteps: 0s
            """;

    @Test
    void fanOutMakesItsReadsAndThePoolIsTheLimit(@TempDir Path out) throws Exception {
        // One 2 s slice after the warm-up, which reads the database JVM's compilers as well as the service's.
        Scenario scenario = ScenarioYaml.read(BASE.replace("warmupUntilQuiet: 0", "warmupUntilQuiet: 2") + """
                name: db-it
                path: /documents/1/fanout?calls={calls}&parallel={parallel}
                # virtual runs blocking's code on other threads: two stacks cover both data paths, a third only time.
                stacks: [blocking, reactive]
                users: [8]
                calls: [2]
                """, "db-it.yaml").build();

        RunResults results = new BenchmarkRunner(RbenchHome.locate(), RunListener.SILENT).run(scenario, out);

        assertThat(results.complete()).isTrue();
        results.runs().forEach(run -> assertThat(run.failure()).as(run.stack()).isNull());
        assertThat(results.database()).extracting(BackendInfo::kind, BackendInfo::version).containsExactly("mongo-java-server", "1.47.0");
        assertThat(results.database().proxy().oneWayLatencyMs()).isEqualTo(50.0);
        for (StackRun run : results.runs()) {
            StepRecord step = run.steps().getFirst();
            assertThat(step.ok()).as(run.stack()).isEqualTo(8);
            assertThat(step.calls()).isEqualTo(2);
            // The database's own count: 8 requests x 2 calls.
            assertThat(step.database().reads()).as(run.stack()).isEqualTo(16L);
            assertThat(step.database().pool()).as(run.stack()).isNotNull();
            assertThat(run.service().verifiedReads()).isNotNull();
            // The warm-up ends when the embedded database's JIT compilers are quiet too, not only the service's.
            assertThat(run.warmupSettling().backendCompilerBusyCores()).as(run.stack()).isNotEmpty()
                    .allSatisfy(cores -> assertThat(cores).isNotNegative());
            assertThat(run.warmupSettling().backendQuietCores()).isEqualTo(0.05);
            assertThat(run.calibration().unloadedCallMs()).isPositive();
            // s measured again under load, every round kept (issue 18): ~100 ms calls want 4-32 users.
            CpuUnderLoad underLoad = run.calibration().cpuUnderLoad();
            assertThat(underLoad.users()).isBetween(4, 32);
            // One load read each second until the last three rounds agree, at most 8 rounds.
            assertThat(underLoad.pathCpuMsPerRequest()).hasSizeBetween(1, 8).allSatisfy(ms -> assertThat(ms).isNotNegative());
            assertThat(underLoad.generatorCpuMsPerRequest()).hasSameSizeAs(underLoad.pathCpuMsPerRequest());
            assertThat(step.database().cpuUnderLoad()).isEqualTo(underLoad);
            assertThat(step.model()).isNotNull();
            // The service JVM's compilers and collectors read apart from its CPU over the step.
            assertThat(step.sut().compilerCpuPercent()).as(run.stack()).isNotNull().isNotNegative();
            assertThat(step.sut().collectorCpuPercent()).as(run.stack()).isNotNull().isNotNegative();
            // And what the embedded database's JVM spent beside it: 16 reads, each through the 50 ms proxy.
            assertThat(step.backendCpu()).as(run.stack()).isNotNull();
            assertThat(step.backendCpu().cpuPercent()).as(run.stack()).isNotNegative();
            assertThat(step.backendCpu().compilerCpuPercent()).as("a JVM's compilers, read").isNotNull().isNotNegative();
            assertThat(step.backendCpu().collectorCpuPercent()).as("a JVM's collectors, read").isNotNull().isNotNegative();
            // 4 connections: at least two rounds of round trips through a 50 ms proxy.
            assertThat(step.wallSeconds()).as(run.stack()).isGreaterThan(0.2);
        }
        String json = Files.readString(out.resolve(ResultsFile.NAME));
        assertThat(json).doesNotContain("mongodb://127.0.0.1");
        // The scenario as run, nested as written: backend.mongo.poolSize.
        assertThat(json).containsPattern("\"backend\" : \\{\\s*\"mongo\" : \\{[^}]*\"poolSize\" : 4");
        assertThat(Files.readString(out.resolve("report.html"))).contains("mongo-java-server 1.47.0");
    }

    @Test
    void aStackThatSkipsCallsIsNotMeasured(@TempDir Path out) throws Exception {
        // The plain document route ignores ?calls=: it claims three calls a request and makes one.
        // A stack variant on purpose: its name (with a colon) must still make valid log file names.
        Scenario scenario = ScenarioYaml.read(BASE + """
                name: broken-fanout
                stacks: [blocking:driver]
                path: /documents/1?calls={calls}
                users: [2]
                calls: [3]
                """, "broken.yaml").build();

        RunResults results = new BenchmarkRunner(RbenchHome.locate(), RunListener.SILENT).run(scenario, out);

        StackRun run = results.runs().getFirst();
        assertThat(run.failure()).contains("verification failed").contains("at least 12 database reads")
                .contains("served 4");
        assertThat(run.steps()).allMatch(StepRecord::failed).allMatch(s -> s.requests() == 0);
    }
}
