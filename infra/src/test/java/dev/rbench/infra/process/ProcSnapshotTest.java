package dev.rbench.infra.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class ProcSnapshotTest {

    @Test
    void parsesCpuTicksAfterACommandNameWithSpacesAndParentheses() {
        String stat = "4242 (java (my app)) S 1 4242 4242 0 -1 4194560 100 0 0 0 1234 567 0 0 20 0 42 0 1000 0 0";
        assertThat(ProcSnapshot.cpuTicks(stat)).isEqualTo(1234 + 567);
    }

    @Test
    void theRunsOwnTicksIncludeItsEndedChildren() {
        // cutime 300 and cstime 40: a JMeter that ran a step and exited is this run's CPU, not another process's
        String stat = "4242 (java) S 1 4242 4242 0 -1 4194560 100 0 0 0 1234 567 300 40 20 0 42 0 1000 0 0";
        assertThat(ProcSnapshot.cpuTicksWithEndedChildren(stat)).isEqualTo(1234 + 567 + 300 + 40);
    }

    @Test
    void parsesStatusFields() {
        String status = "Name:\tjava\nVmRSS:\t  123456 kB\nThreads:\t42\n";
        assertThat(ProcSnapshot.statusField(status, "VmRSS:")).isEqualTo(123456);
        assertThat(ProcSnapshot.statusField(status, "Threads:")).isEqualTo(42);
        assertThat(ProcSnapshot.statusField(status, "Missing:")).isZero();
    }

    @Test
    void readsThisJvm() {
        ProcSnapshot self = ProcSnapshot.read(ProcessHandle.current().pid()).orElseThrow();
        assertThat(self.rssKb()).isPositive();
        assertThat(self.threads()).isGreaterThan(1);
    }

    @Test
    void aTreeCountsTheChildrenToo() throws Exception {
        // A launcher shell whose child does the work: the tree sees the child's memory and threads.
        Process launcher = ChildProcesses.start(new ProcessBuilder("sh", "-c", "sleep 30 & sleep 30 & wait"));
        try {
            long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
            while (launcher.descendants().count() < 2 && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            ProcSnapshot alone = ProcSnapshot.read(launcher.pid()).orElseThrow();
            ProcSnapshot tree = ProcSnapshot.readTree(launcher.pid()).orElseThrow();
            assertThat(tree.threads()).isEqualTo(alone.threads() + 2);
            assertThat(tree.rssKb()).isGreaterThan(alone.rssKb());
        } finally {
            ChildProcesses.stop(launcher, Duration.ofSeconds(2));
        }
        assertThat(ProcSnapshot.readTree(Integer.MAX_VALUE)).isEmpty();
    }

    @Test
    void goneProcessGivesEmpty() {
        assertThat(ProcSnapshot.read(Integer.MAX_VALUE)).isEmpty();
    }

    @Test
    void samplerSeesABusyProcessUseCpu() throws Exception {
        Process busy = ChildProcesses.start(new ProcessBuilder("sh", "-c", "while :; do :; done"));
        try {
            long cpuBefore = cpuNanos(busy);
            long start = System.nanoTime();
            ResourceSampler sampler = ResourceSampler.start(busy.pid(), Duration.ofMillis(100));
            Thread.sleep(1200);
            ResourceSampler.Usage usage = sampler.stop();
            double kernelPercent = 100.0 * (cpuNanos(busy) - cpuBefore) / (System.nanoTime() - start);
            // A spinning shell uses a core when it can; on a busy 2-core machine it gets a tenth of one or less.
            // So the sampler is held to what the kernel charged the process over the same time, not to a share.
            assertThat(usage.cpuPercentMean()).isPositive().isBetween(kernelPercent / 2, kernelPercent * 2 + 1);
            assertThat(usage.cpuPercentMax()).isGreaterThanOrEqualTo(usage.cpuPercentMean());
            assertThat(usage.samples()).isGreaterThan(5);
            assertThat(usage.threadsMax()).isEqualTo(1);
        } finally {
            ChildProcesses.stop(busy, Duration.ofSeconds(2));
        }
    }

    private static long cpuNanos(Process process) {
        return process.toHandle().info().totalCpuDuration().orElseThrow().toNanos();
    }
}
