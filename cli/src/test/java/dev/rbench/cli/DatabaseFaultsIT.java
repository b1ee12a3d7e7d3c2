package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

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
 * The database failing under a real run: slowed mid-step through the latency proxy and healed, its connections reset,
 * and killed outright, with real JVMs on both sides. The healthy path: {@link DatabaseRunIT}.
 */
class DatabaseFaultsIT {

    /**
     * A slow database injected mid-step through the proxy (issue 20): the step records when the fault
     * really started and ended, its p99 before and at worst, and the recovery once it was lifted.
     */
    @Test
    void aSlowDatabaseMidStepIsRecordedWithItsRecovery(@TempDir Path out) throws Exception {
        Scenario scenario = ScenarioYaml.read("""
                name: fault-it
                stacks: [reactive]
                path: /documents/1
                backend: {mongo: {poolSize: 4, documentBytes: 1024, latency: 5ms}}
                workload: {closed: {users: [4], duration: 8s}}
                faults:
                  slow: {at: 2s, duration: 1s, latency: 400ms}
                  reset: {at: 6500ms, reset: true}
                warmupUsers: 2
                warmupDuration: 1s
                warmupUntilQuiet: 0
                serviceHeapMb: 256
                """, "fault-it.yaml").build();

        RunResults results = new BenchmarkRunner(RbenchHome.locate(), RunListener.SILENT).run(scenario, out);

        StepRecord step = results.runs().getFirst().steps().getFirst();
        assertThat(step.failure()).isNull();
        var fault = step.fault();
        assertThat(fault.fault()).isEqualTo("backend slower by 400ms for 1s at 2s");
        assertThat(fault.startedAtMs()).isBetween(1_900L, 2_900L);
        assertThat(fault.endedAtMs() - fault.startedAtMs()).isBetween(900L, 1_500L);
        // 400 ms more each way: a call takes 0.8 s more than the 10 ms before.
        assertThat(fault.p99MsWorst()).isGreaterThan(700.0);
        assertThat(fault.p99MsBefore()).isLessThan(300.0);
        // Three whole seconds between the slow-down's end and the reset for the p99 to come back within 10 %: with the
        // reset at 4.5 s of a 6 s step only second 4 was left, and its p99 read 21.3 ms against 19.1 before in two of
        // three local runs (CI failed on it on 2026-11-29).
        assertThat(fault.recoverySeconds()).as("healed 3 s before the reset").isNotNull();
        // The service itself stays up while its database is slow: its /ready answered every time.
        assertThat(fault.readyChecks()).isGreaterThanOrEqualTo(1);
        assertThat(fault.readyFailures()).isZero();
        // The model's forecast beside it: one request 0.8 s slower than its t, nothing left waiting (4 users, 4 connections).
        assertThat(fault.model().worstMs()).isBetween(800.0, 900.0);
        assertThat(fault.model().backlog()).isZero();
        // The second fault of the list, in the same step: the connections reset at 6.5 s.
        assertThat(step.faults()).hasSize(2);
        var reset = step.faults().get(1);
        assertThat(reset.fault()).isEqualTo("connections reset at 6500ms");
        assertThat(reset.startedAtMs()).isBetween(6_400L, 7_400L);
        assertThat(reset.model()).as("a reset is no slow-down: no forecast").isNull();
        assertThat(Files.readString(out.resolve("summary.md"))).contains("## Faults: degradation and recovery")
                .contains("connections reset at 6500ms");
    }

    /**
     * The database killed with SIGKILL in the middle of a step (issue 20): the step is marked with
     * what happened and when, the next stack is recorded as failed with its reason, results.json is
     * complete, and nothing the run started is left running.
     */
    @Test
    void aDatabaseKilledMidStepMarksTheStepAndLeavesNothingBehind(@TempDir Path out) throws Exception {
        Scenario scenario = ScenarioYaml.read("""
                name: kill-it
                stacks: [reactive, blocking]
                path: /documents/1
                backend: {mongo: {poolSize: 4, documentBytes: 1024, latency: 1ms, timeout: 2s}}
                workload: {closed: {users: [4], duration: 5s}}
                warmupUsers: 2
                warmupDuration: 1s
                warmupUntilQuiet: 0
                serviceHeapMb: 256
                requestTimeout: 10s
                readyTimeout: 20s
                """, "kill-it.yaml").build();
        var killer = java.util.concurrent.Executors.newSingleThreadScheduledExecutor();
        java.util.concurrent.atomic.AtomicLong killed = new java.util.concurrent.atomic.AtomicLong(-1);
        RunListener killsTheDatabase = new RunListener() {
            @Override
            public void phaseBegan(dev.rbench.runner.phase.plan.Phase phase) {
                if (phase instanceof dev.rbench.runner.phase.plan.Phase.Step && killed.get() < 0) {
                    killed.set(0);
                    killer.schedule(() -> ProcessHandle.current().descendants()
                            .filter(p -> p.info().commandLine().orElse("").contains("mongo-server"))
                            .forEach(p -> {
                                killed.set(p.pid());
                                // SIGKILL: the database gets no chance to close anything.
                                p.destroyForcibly();
                            }), 1500, java.util.concurrent.TimeUnit.MILLISECONDS);
                }
            }
        };

        RunResults results;
        try {
            results = new BenchmarkRunner(RbenchHome.locate(), killsTheDatabase).run(scenario, out);
        } finally {
            killer.shutdownNow();
        }

        assertThat(killed.get()).as("the database was found and killed").isPositive();
        StepRecord step = results.runs().getFirst().steps().getFirst();
        assertThat(step.failed()).isTrue();
        assertThat(step.failure()).contains("(pid " + killed.get() + ") ended").contains("s into the step");
        assertThat(step.ok()).as("what it measured before the kill is kept").isPositive();
        StackRun next = results.runs().get(1);
        assertThat(next.failure()).as("the next stack cannot reach the database: recorded, not crashed").isNotNull();
        assertThat(results.complete()).isTrue();
        RunResults onDisk = ResultsFile.read(out.resolve(ResultsFile.NAME));
        assertThat(onDisk.runs()).hasSize(2);
        assertThat(onDisk.runs().getFirst().steps().getFirst().failure()).isEqualTo(step.failure());
        assertThat(ProcessHandle.current().descendants().filter(ProcessHandle::isAlive).toList())
                .as("no service, database or proxy left behind").isEmpty();
    }
}
