package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.rbench.infra.cgroup.CgroupProbe;
import dev.rbench.results.LimitsStep;
import dev.rbench.results.RunResults;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.BenchmarkRunner;
import dev.rbench.runner.phase.plan.RunListener;
import dev.rbench.runner.scenario.ScenarioBuilder;
import dev.rbench.runner.scenario.ScenarioYaml;
import dev.rbench.runner.service.RbenchHome;
import dev.rbench.runner.settings.Origin;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real service JVMs under real kernel limits: a quarter-core quota throttles a CPU-bound route to
 * about a quarter of a core's throughput; no cgroup is left behind (the memory limit: {@link MemoryLimitIT}).
 * Needs a writable cgroup tree (root); elsewhere it is skipped, saying why.
 */
class LimitsIT {

    static final Origin CODE = Origin.flag("LimitsIT");

    @BeforeAll
    static void cgroupsWritable() {
        CgroupProbe.Result r = CgroupProbe.probe();
        assumeTrue(r instanceof CgroupProbe.Found, () -> "skipped: no writable cgroup here (" + r + ")");
    }

    @Test
    void aQuarterCoreQuotaThrottlesACpuBoundRouteToAQuarterOfACore(@TempDir Path out) throws Exception {
        // The same closed loop on GET /cpu/2000 (fixed work), first without a limit, then on 0.25 CPU.
        StepRecord free = cpuRun(out.resolve("free"), "0").steps().getFirst();
        StackRun quarter = cpuRun(out.resolve("quarter"), "0.25");
        StepRecord limited = quarter.steps().getFirst();

        // CPU seconds per request, from the unlimited run: the work does not change under a quota, only its pace.
        // The warm-up runs without the quota, then on until the JIT compilers are quiet: under a quarter core the JIT
        // needed about four times as long to finish (after 5 s the route still cost half as much again: 0.15 cores' worth).
        double cpuPerRequest = free.sut().cpuPercentMean() / 100 * free.wallSeconds() / free.ok();
        double coresUnderQuota = limited.throughputRps() * cpuPerRequest;
        // 0.24 on a quiet machine; less where other work competes for the cores too (0.15 at load average 14),
        // never more than the quota allows.
        assertThat(coresUnderQuota).as("cores' worth of requests served under 0.25 CPU").isBetween(0.10, 0.32);
        assertThat(limited.sut().cpuPercentMean()).as("CPU %% of the limited service").isLessThan(30);
        assertThat(limited.throughputRps()).isLessThan(free.throughputRps() / 2);

        LimitsStep l = limited.limits();
        assertThat(l.cpus()).isEqualTo(0.25);
        assertThat(l.periods()).isGreaterThan(20);
        assertThat(l.throttledPeriods()).isGreaterThan(l.periods() / 2);
        assertThat(l.throttledMs()).isPositive();
        assertThat(free.limits()).isNull();
        assertNoCgroupLeft();
        // Started without the quota (the JVM told the processors it gives), the JVM sized itself as under it: one
        // processor, the serial collector.
        assertThat(quarter.service().info()).extractingByKey("jvm").asString().contains("availableProcessors=1").contains("gc=Copy, MarkSweepCompact");
    }


    private static StackRun cpuRun(Path out, String cpus) throws Exception {
        RunResults results = new BenchmarkRunner(RbenchHome.locate(), RunListener.SILENT).run(ScenarioYaml.read("""
                name: cpu-it
                stacks: [blocking]
                path: /cpu/2000
                workload: {closed: {users: [4], duration: 5s}}
                serverThreads: 10
                warmupUsers: 2
                warmupDuration: 5s
                warmupBurstMax: 0
                stepSettling: 1
                limits: {cpus: %s}
                model: false
                """.formatted(cpus), "cpu-it.yaml").build(), out);
        StackRun blocking = run(results, "blocking");
        StepRecord step = blocking.steps().getFirst();
        assertThat(step.failed()).as(step.failure()).isFalse();
        // The quota was lifted for the warm-up alone (the caller checks the step was throttled under it).
        assertThat(blocking.warmupSettling().cpuQuotaLifted()).isEqualTo(!cpus.equals("0"));
        assertThat(blocking.warmupSettling().compilerBusyCores()).isNotEmpty();
        // One slice of the step's own load before it, its compilers read (stepSettling: 1).
        assertThat(step.settling()).isNotNull();
        assertThat(step.settling().compilerBusyCores()).hasSize(1).allSatisfy(cores -> assertThat(cores).isNotNegative());
        return blocking;
    }

    static ScenarioBuilder base(String name) {
        return new ScenarioBuilder().set("name", name, CODE).set("serverThreads", "10", CODE)
                .set("pauseBetweenSteps", "0s", CODE).set("warmupBurstMax", "0", CODE);
    }

    static StackRun run(RunResults results, String stack) {
        return results.runs().stream().filter(r -> stack.equals(r.stack())).findFirst().orElseThrow();
    }

    /** This JVM ran the services: no group named after its pid may be left in any cgroup tree. */
    static void assertNoCgroupLeft() throws Exception {
        String prefix = "rbench-" + ProcessHandle.current().pid() + "-";
        var found = CgroupProbe.probe() instanceof CgroupProbe.Found(var driver) ? driver.bases() : List.<Path>of();
        for (Path base : found) {
            try (Stream<Path> children = Files.list(base)) {
                assertThat(children.map(p -> p.getFileName().toString())).noneMatch(n -> n.startsWith(prefix));
            }
        }
    }
}
