package dev.rbench.infra.cgroup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.time.Duration;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The real kernel: a CPU quota caps a busy loop and the kernel counts the periods it throttled it in, a
 * memory limit ends a process that needs more with the OOM killer, and no group is left behind.
 * Needs a writable cgroup tree (root); elsewhere it is skipped, saying so.
 */
class CgroupsIT {

    static Cgroups cgroups;

    @BeforeAll
    static void probe() {
        CgroupProbe.Result r = CgroupProbe.probe();
        assumeTrue(r instanceof CgroupProbe.Found, () -> "skipped: no writable cgroup here (" + r + ")");
        cgroups = Cgroups.forThisRun();
    }

    /*
     * What the kernel guarantees whatever else the machine runs: a quota is a ceiling, and its throttling counters
     * say when it bit. How far below the ceiling a busy loop stays depends on the other work on the cores (on a
     * busy 2-core machine a spinning shell gets a tenth of a core or less), so no test asks for a lower bound. The
     * quotas are small enough that the loop outruns them even then.
     */

    @Test
    void aQuotaCapsABusyLoopAndTheKernelSaysItThrottledIt() throws Exception {
        LimitedProcess p = cgroups.start(new ProcessBuilder("sh", "-c", "while :; do :; done"), "busy", new ResourceLimits(0.05, 0));
        try {
            CgroupStats before = p.stats();
            double cores = coresOver(p, 2_000);
            CgroupStats during = p.stats().since(before);

            assertThat(during.periods()).isGreaterThan(10);
            assertThat(during.throttledPeriods()).isPositive();
            assertThat(during.throttledNanos()).isPositive();
            assertThat(cores).isPositive().isLessThan(0.08);
        } finally {
            p.stop(Duration.ofSeconds(2));
        }
        assertThat(p.cgroup().dirs()).allMatch(d -> !Files.exists(d));
    }

    @Test
    void aLiftedQuotaStopsTheThrottlingUntilItIsSetAgain() throws Exception {
        LimitedProcess p = cgroups.start(new ProcessBuilder("sh", "-c", "while :; do :; done"), "lifted", new ResourceLimits(0.05, 0));
        try {
            p.cpuQuotaLifted(true);
            CgroupStats liftedFrom = p.stats();
            coresOver(p, 1_000);
            assertThat(p.stats().since(liftedFrom).throttledPeriods()).isZero();

            p.cpuQuotaLifted(false);
            CgroupStats setFrom = p.stats();
            double cores = coresOver(p, 1_000);
            assertThat(p.stats().since(setFrom).throttledPeriods()).isPositive();
            assertThat(cores).isLessThan(0.08);
        } finally {
            p.stop(Duration.ofSeconds(2));
        }
    }

    @Test
    void aProcessNeedingMoreThanItsMemoryLimitIsOomKilledAndCounted() throws Exception {
        // dd fills a 256 MB buffer: more than the 64 MB the group may hold.
        LimitedProcess p = cgroups.start(new ProcessBuilder("dd", "if=/dev/zero", "of=/dev/null", "bs=256M", "count=1")
                .redirectErrorStream(true), "hungry", new ResourceLimits(0, 64));
        try {
            assertThat(p.process().waitFor(30, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
            assertThat(p.process().exitValue()).isEqualTo(128 + 9); // SIGKILL
            CgroupStats after = p.stats();
            assertThat(after.oomKills()).isEqualTo(1);
            assertThat(after.memoryPeakBytes()).isGreaterThan(60L << 20).isLessThanOrEqualTo(64L << 20);
        } finally {
            p.stop(Duration.ofSeconds(2));
        }
        assertThat(p.cgroup().dirs()).allMatch(d -> !Files.exists(d));
    }

    @Test
    void theGroupsOfAKilledRbenchAreSweptWithWhatRunsInThem() throws Exception {
        // As a SIGKILLed rbench leaves them: a group named after a pid that is gone, a process still inside.
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        CgroupDriver driver = cgroups.driver();
        Cgroup stale = driver.create("rbench-" + gone.pid() + "-blocking-1", new ResourceLimits(0.5, 128));
        Process orphan = new ProcessBuilder(Cgroups.wrap(stale, java.util.List.of("sleep", "60"))).start();
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (stale.pids().isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(stale.pids()).containsExactly(orphan.pid());

        java.util.List<String> swept = Cgroups.sweep(driver, pid -> ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false));

        assertThat(swept).hasSize(stale.dirs().size());
        assertThat(orphan.waitFor(5, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        assertThat(stale.dirs()).allMatch(d -> !Files.exists(d));
    }

    private static double coresOver(LimitedProcess p, long millis) throws Exception {
        long cpuBefore = cpuNanos(p);
        long start = System.nanoTime();
        Thread.sleep(millis);
        return (cpuNanos(p) - cpuBefore) / (double) (System.nanoTime() - start);
    }

    private static long cpuNanos(LimitedProcess p) {
        // The shell runs the loop itself: its own CPU time is the group's.
        return p.process().toHandle().info().totalCpuDuration().orElseThrow().toNanos();
    }
}
