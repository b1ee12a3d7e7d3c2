package dev.rbench.runner.phase.measure;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.runner.backend.BackendSession;
import dev.rbench.runner.phase.StubService;
import dev.rbench.runner.phase.plan.RunListener;
import dev.rbench.runner.phase.session.ProcessServiceSession;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioYaml;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The warm-up asks what the runner asks around every step on a backend (the pool's reset and gauges), so that a stack's
 * first step is not the first to: first asked there, it deoptimized the code the requests run (2026-11-28). A real HTTP
 * server stands in for the service; no loads are given, so only what the warm-up asks besides them is seen.
 */
class LoadWarmUpTest {

    @TempDir
    Path dir;

    private StubService service;
    private List<String> asked;
    private final List<String> told = new CopyOnWriteArrayList<>();

    @BeforeEach
    void startService() throws Exception {
        // No /info: the control requests go to the service's own port, as for a service without a side port.
        service = new StubService(path -> 404);
        asked = service.asked;
    }

    @AfterEach
    void stopService() {
        service.close();
    }

    @Test
    void onABackendTheWarmUpAsksThePoolsResetAndGaugesOnce() throws Exception {
        warmUp("database: mongo\n");

        assertThat(asked).containsSubsequence("POST /pool/reset", "GET /pool");
        assertThat(asked).filteredOn(a -> a.contains("/pool")).hasSize(2);
    }

    @Test
    void withoutABackendThereIsNoPoolToAsk() throws Exception {
        warmUp("database: none\n");

        assertThat(asked).noneMatch(a -> a.contains("/pool"));
    }

    @Test
    void aPoolThatDoesNotAnswerCostsTheWarmUpALineNotTheRun() throws Exception {
        service.close();

        warmUp("database: mongo\n");

        assertThat(told).anyMatch(line -> line.contains("the pool's gauges did not answer in the warm-up"));
    }

    private void warmUp(String backend) throws Exception {
        // No activity sampler: it would ask the service too.
        Scenario scenario = ScenarioYaml.read(backend + "workload: closed\nusers: [50]\nduration: 10s\nactivityInterval: 0s\n",
                "warm-up.yaml").build();
        ProcessServiceSession session = service.session(scenario, dir, BackendSession.NONE);
        RunListener listener = new RunListener() {
            @Override
            public void info(String message) {
                told.add(message);
            }
        };
        LoadMeasurement load = new LoadMeasurement("blocking", scenario, null, null, dir, listener, List::of);
        StepRequest request = StepRequest.get("/delay/0");
        // Nothing of a process to read (pid 0): no settling slices, nothing held for the first step.
        WarmUpRunner.WarmUp warmUp = new LoadWarmUp(session, load, request, request, new WarmCompilers()).run(List.of());

        assertThat(warmUp.loads()).isEmpty();
        assertThat(warmUp.settling()).isNull();
    }
}
