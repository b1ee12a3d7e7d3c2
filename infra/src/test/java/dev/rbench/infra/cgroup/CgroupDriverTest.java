package dev.rbench.infra.cgroup;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What each version writes and how it reads the counters back, on fake trees (plain folders and files). */
class CgroupDriverTest {

    @TempDir
    Path root;

    @Test
    void v1SetsQuotaPeriodAndMemoryAndReadsItsCounters() throws Exception {
        CgroupV1 v1 = new CgroupV1(Files.createDirectories(root.resolve("cpu")), Files.createDirectories(root.resolve("memory")));
        Path memsw = root.resolve("memory/g/memory.memsw.limit_in_bytes");
        Files.createDirectories(memsw.getParent());
        Files.writeString(memsw, "9223372036854771712\n"); // the kernel makes it with the directory
        Files.delete(memsw);
        Files.delete(memsw.getParent());

        Cgroup g = v1.create("g", new ResourceLimits(0.25, 512));

        assertThat(Files.readString(root.resolve("cpu/g/cpu.cfs_quota_us"))).isEqualTo("25000");
        assertThat(Files.readString(root.resolve("cpu/g/cpu.cfs_period_us"))).isEqualTo("100000");
        assertThat(Files.readString(root.resolve("memory/g/memory.limit_in_bytes"))).isEqualTo(Long.toString(512L << 20));
        assertThat(g.procsFiles()).containsExactly(root.resolve("cpu/g/cgroup.procs"), root.resolve("memory/g/cgroup.procs"));

        Files.writeString(root.resolve("cpu/g/cpu.stat"), "nr_periods 40\nnr_throttled 30\nthrottled_time 2500000000\n");
        Files.writeString(root.resolve("memory/g/memory.max_usage_in_bytes"), "104857600\n");
        Files.writeString(root.resolve("memory/g/memory.oom_control"), "oom_kill_disable 0\nunder_oom 0\noom_kill 1\n");
        assertThat(g.read()).isEqualTo(new CgroupStats(40, 30, 2_500_000_000L, 100L << 20, 1));
        assertThat(v1.resetPeak(g)).isTrue();
        assertThat(Files.readString(root.resolve("memory/g/memory.max_usage_in_bytes"))).isEqualTo("0");
    }

    @Test
    void v1LeavesAnUnlimitedResourceAlone() throws Exception {
        CgroupV1 v1 = new CgroupV1(Files.createDirectories(root.resolve("cpu")), Files.createDirectories(root.resolve("memory")));
        v1.create("g", new ResourceLimits(0, 256));
        assertThat(root.resolve("cpu/g/cpu.cfs_quota_us")).doesNotExist();
        assertThat(root.resolve("memory/g/memory.limit_in_bytes")).exists();
    }

    @Test
    void v2WritesCpuMaxAndMemoryMaxAndReadsMicroseconds() throws Exception {
        CgroupV2 v2 = new CgroupV2(Files.createDirectories(root.resolve("base")));
        Cgroup g = v2.create("g", new ResourceLimits(1.5, 1024));
        assertThat(Files.readString(root.resolve("base/g/cpu.max"))).isEqualTo("150000 100000");
        assertThat(Files.readString(root.resolve("base/g/memory.max"))).isEqualTo(Long.toString(1024L << 20));

        Files.writeString(root.resolve("base/g/cpu.stat"), "usage_usec 9\nnr_periods 10\nnr_throttled 4\nthrottled_usec 700\n");
        Files.writeString(root.resolve("base/g/memory.peak"), "2048\n");
        Files.writeString(root.resolve("base/g/memory.events"), "low 0\nhigh 0\nmax 3\noom 1\noom_kill 1\n");
        assertThat(g.read()).isEqualTo(new CgroupStats(10, 4, 700_000, 2048, 1));
        assertThat(g.read().since(new CgroupStats(4, 1, 100_000, 99, 0))).isEqualTo(new CgroupStats(6, 3, 600_000, 2048, 1));
    }

    @Test
    void theCpuQuotaIsLiftedAndSetAgainInEitherVersion() throws Exception {
        CgroupV1 v1 = new CgroupV1(Files.createDirectories(root.resolve("cpu")), Files.createDirectories(root.resolve("memory")));
        Cgroup g1 = v1.create("g", new ResourceLimits(0.25, 512));
        v1.cpuQuotaLifted(g1, true);
        assertThat(Files.readString(root.resolve("cpu/g/cpu.cfs_quota_us"))).isEqualTo("-1");
        v1.cpuQuotaLifted(g1, false);
        assertThat(Files.readString(root.resolve("cpu/g/cpu.cfs_quota_us"))).isEqualTo("25000");

        CgroupV2 v2 = new CgroupV2(Files.createDirectories(root.resolve("base")));
        Cgroup g2 = v2.create("g", new ResourceLimits(1.5, 0));
        v2.cpuQuotaLifted(g2, true);
        assertThat(Files.readString(root.resolve("base/g/cpu.max"))).isEqualTo("max 100000");
        v2.cpuQuotaLifted(g2, false);
        assertThat(Files.readString(root.resolve("base/g/cpu.max"))).isEqualTo("150000 100000");

        // A group with a memory limit only has no quota to lift: nothing is written.
        Cgroup memoryOnly = v1.create("m", new ResourceLimits(0, 256));
        v1.cpuQuotaLifted(memoryOnly, true);
        assertThat(root.resolve("cpu/m/cpu.cfs_quota_us")).doesNotExist();
    }

    @Test
    void aFailedSetUpRemovesWhatItMade() throws Exception {
        CgroupV1 v1 = new CgroupV1(Files.createDirectories(root.resolve("cpu")), root.resolve("no-such-memory-tree"));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> v1.create("g", new ResourceLimits(1, 0)))
                .hasMessageContaining("cannot set up cgroup g");
        assertThat(root.resolve("cpu/g")).doesNotExist();
    }

    @Test
    void quotaOfAFraction() {
        assertThat(new ResourceLimits(0.25, 0).quotaMicros()).isEqualTo(25_000);
        assertThat(new ResourceLimits(0.001, 0).quotaMicros()).isEqualTo(1_000);
        assertThat(ResourceLimits.NONE.quotaMicros()).isEqualTo(-1);
        assertThat(ResourceLimits.NONE.limited()).isFalse();
        assertThat(List.of(new ResourceLimits(0, 1).limited(), new ResourceLimits(0.5, 0).limited())).containsOnly(true);
    }
}
