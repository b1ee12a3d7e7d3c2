package dev.rbench.infra.cgroup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.time.Duration;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The real kernel: a quarter-core quota throttles a busy loop to about a quarter of a core, a
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

    @Test
    void aQuarterCoreQuotaThrottlesABusyLoopToAQuarterOfACore() throws Exception {
        LimitedProcess p = cgroups.start(new ProcessBuilder("sh", "-c", "while :; do :; done"), "busy", new ResourceLimits(0.25, 0));
        try {
            CgroupStats before = p.stats();
            long cpuBefore = cpuNanos(p);
            long start = System.nanoTime();
            Thread.sleep(2_000);
            CgroupStats during = p.stats().since(before);
            double cores = (cpuNanos(p) - cpuBefore) / (double) (System.nanoTime() - start);

            assertThat(during.periods()).isGreaterThan(10);
            // Runnable in every period, it exhausts its 25 ms in nearly all of them.
            assertThat(during.throttledPeriods()).isGreaterThan(during.periods() / 2);
            assertThat(during.throttledNanos()).isPositive();
            assertThat(cores).isBetween(0.15, 0.30);
        } finally {
            p.stop(Duration.ofSeconds(2));
        }
        assertThat(p.cgroup().dirs()).allMatch(d -> !Files.exists(d));
    }

    @Test
    void aLiftedQuotaLetsTheBusyLoopHaveAWholeCoreUntilItIsSetAgain() throws Exception {
        LimitedProcess p = cgroups.start(new ProcessBuilder("sh", "-c", "while :; do :; done"), "lifted", new ResourceLimits(0.25, 0));
        try {
            p.cpuQuotaLifted(true);
            assertThat(coresOver(p, 1_000)).isGreaterThan(0.5);
            p.cpuQuotaLifted(false);
            assertThat(coresOver(p, 1_000)).isBetween(0.15, 0.30);
        } finally {
            p.stop(Duration.ofSeconds(2));
        }
    }

    private static double coresOver(LimitedProcess p, long millis) throws Exception {
        long cpuBefore = cpuNanos(p);
        long start = System.nanoTime();
        Thread.sleep(millis);
        return (cpuNanos(p) - cpuBefore) / (double) (System.nanoTime() - start);
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

    private static long cpuNanos(LimitedProcess p) {
        // The shell runs the loop itself: its own CPU time is the group's.
        return p.process().toHandle().info().totalCpuDuration().orElseThrow().toNanos();
    }
}
