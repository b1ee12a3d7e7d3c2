package dev.rbench.cli;

import static dev.rbench.cli.LimitsIT.CODE;
import static dev.rbench.cli.LimitsIT.assertNoCgroupLeft;
import static dev.rbench.cli.LimitsIT.base;
import static dev.rbench.cli.LimitsIT.run;
import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.RunResults;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.BenchmarkRunner;
import dev.rbench.runner.phase.plan.RunListener;
import dev.rbench.runner.service.RbenchHome;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A memory limit below what a step needs ends that step with the OOM killer named while the run goes on with the next
 * stack; no cgroup is left behind. It compares no timings, so it runs beside other tests (the CPU quota: {@link LimitsIT}).
 */
class MemoryLimitIT {

    @BeforeAll
    static void cgroupsWritable() {
        LimitsIT.cgroupsWritable();
    }

    @Test
    void aStepNeedingMoreMemoryThanTheLimitIsOomKilledAndTheRunGoesOn(@TempDir Path out) throws Exception {
        // 3,000 requests parked on virtual threads hold more than 320 MB with a 512 MB heap; the event loop's do not.
        RunResults results = new BenchmarkRunner(RbenchHome.locate(), RunListener.SILENT).run(base("oom-it")
                .set("stacks", "[virtual, reactive]", CODE).set("workload.burst.users", "[1, 3000]", CODE)
                .set("workload.burst.ramp", "0s", CODE).set("delay", "2s", CODE).set("serviceHeapMb", "512", CODE)
                .set("warmupUsers", "0", CODE).set("warmupBurstMax", "0", CODE).set("limits.memoryMb", "320", CODE)
                .set("model", "false", CODE).build(), out);

        StepRecord killed = run(results, "virtual").steps().get(1);
        assertThat(killed.failed()).isTrue();
        assertThat(killed.failure()).contains("killed at the 320 MB memory limit (the kernel's OOM killer) with")
                .contains("requests in flight");
        assertThat(killed.limits().oomKills()).isEqualTo(1);
        assertThat(killed.limits().memoryPeakMb()).isGreaterThan(300);
        // The next stack still ran, on a service of its own under the same limit.
        StackRun next = run(results, "reactive");
        assertThat(next.failure()).isNull();
        assertThat(next.steps()).hasSize(2).allMatch(s -> s.requests() > 0 && s.limits() != null);
        assertThat(run(results, "virtual").service().info()).extractingByKey("jvm").asString().contains("memoryMb=320");
        assertNoCgroupLeft();
    }
}
