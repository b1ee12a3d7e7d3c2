package dev.rbench.infra.cgroup;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The probe against fake cgroup trees in a temp folder: which version, which parent, and the refusals. */
class CgroupProbeTest {

    static final String V1_MOUNTS = """
            31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755
            32 31 0:29 / /sys/fs/cgroup/cpu rw,relatime - cgroup cgroup rw,cpu
            33 31 0:30 / /sys/fs/cgroup/cpuacct rw,relatime - cgroup cgroup rw,cpuacct
            35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory
            41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw
            """;
    static final String V1_SELF = """
            4:memory:/sandbox/job1
            2:cpuacct:/
            1:cpu:/
            0::/
            """;

    @TempDir
    Path root;

    @Test
    void takesV1UnderItsOwnGroupsWhenV2HasNoCpuOrMemory() throws Exception {
        Files.createDirectories(root.resolve("sys/fs/cgroup/cpu"));
        Files.createDirectories(root.resolve("sys/fs/cgroup/memory/sandbox/job1"));
        Files.createDirectories(root.resolve("sys/fs/cgroup/unified"));
        Files.writeString(root.resolve("sys/fs/cgroup/unified/cgroup.controllers"), "hugetlb\n");

        CgroupProbe.Result r = CgroupProbe.probe(V1_MOUNTS, V1_SELF, root, "rbench-1-probe");

        assertThat(r).isEqualTo(new CgroupProbe.Found(new CgroupV1(root.resolve("sys/fs/cgroup/cpu"),
                root.resolve("sys/fs/cgroup/memory/sandbox/job1"))));
        assertThat(root.resolve("sys/fs/cgroup/cpu/rbench-1-probe")).doesNotExist();
    }

    @Test
    void takesV2WhereItHandsDownCpuAndMemory() throws Exception {
        Path base = Files.createDirectories(root.resolve("sys/fs/cgroup/user.slice/rbench.scope"));
        Files.writeString(base.resolve("cgroup.controllers"), "cpuset cpu io memory pids\n");
        Files.writeString(base.resolve("cgroup.subtree_control"), "cpu memory\n");

        CgroupProbe.Result r = CgroupProbe.probe("30 1 0:26 / /sys/fs/cgroup rw - cgroup2 cgroup2 rw,nsdelegate\n",
                "0::/user.slice/rbench.scope\n", root, "rbench-1-probe");

        assertThat(r).isEqualTo(new CgroupProbe.Found(new CgroupV2(base)));
    }

    @Test
    void refusesSayingWhyWhenNothingCanBeWritten() throws Exception {
        Path cpu = Files.createDirectories(root.resolve("sys/fs/cgroup/cpu"));
        Files.createDirectories(root.resolve("sys/fs/cgroup/memory/sandbox/job1"));
        Files.createDirectories(root.resolve("sys/fs/cgroup/unified"));
        Files.writeString(root.resolve("sys/fs/cgroup/unified/cgroup.controllers"), "hugetlb\n");
        // As a read-only mount or a user without rights would: no group can be made under cpu.
        Files.createDirectory(cpu.resolve("rbench-1-probe"));

        CgroupProbe.Result r = CgroupProbe.probe(V1_MOUNTS, V1_SELF, root, "rbench-1-probe");

        assertThat(r).isInstanceOf(CgroupProbe.Missing.class);
        String why = ((CgroupProbe.Missing) r).why();
        assertThat(why).contains("cgroup v2 at").contains("not cpu and memory").contains("cgroup v1 cpu and memory: cannot make a group")
                .contains("run rbench as root").contains("limits.cpus 0");
    }

    @Test
    void refusesWithoutAnyCgroupMount() {
        CgroupProbe.Result r = CgroupProbe.probe("22 1 0:21 / /proc rw - proc proc rw\n", "0::/\n", root, "p");
        assertThat(((CgroupProbe.Missing) r).why()).contains("no cgroup v1 cpu and memory controllers are mounted");
    }

    @Test
    void readsAMountShowingPartOfTheHierarchy() {
        var mount = CgroupProbe.mounts("40 31 0:33 /docker/abc /sys/fs/cgroup/memory ro - cgroup cgroup rw,memory\n").getFirst();
        assertThat(mount.resolve(Path.of("/"), "/docker/abc/inner")).isEqualTo(Path.of("/sys/fs/cgroup/memory/inner"));
        assertThat(CgroupProbe.ownPaths("2:cpu,cpuacct:/a\n0::/b\n")).containsEntry("cpu", "/a").containsEntry("cpuacct", "/a")
                .containsEntry("", "/b");
    }
}
