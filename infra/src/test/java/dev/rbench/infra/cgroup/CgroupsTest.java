package dev.rbench.infra.cgroup;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.infra.process.ChildProcesses;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The launch wrapper and the sweep, on a fake tree: a real process writes its pid and execs its command. */
class CgroupsTest {

    @TempDir
    Path root;

    @Test
    void theProcessWritesItsOwnPidBeforeItExecsItsCommandWithArgumentsIntact() throws Exception {
        Cgroups cgroups = new Cgroups(new CgroupV1(Files.createDirectories(root.resolve("cpu")),
                Files.createDirectories(root.resolve("memory"))), 4242);
        Path out = root.resolve("out.txt");
        // printf's output is the exec'd command's: the pid it reports must be the one written, and $HOME stays text.
        ProcessBuilder pb = new ProcessBuilder("sh", "-c", "echo $$ > \"$0\"; printf '%s|' \"$@\" >> \"$0\"", out.toString(),
                "a b", "$HOME", "--", "'q'").redirectErrorStream(true);
        LimitedProcess p = cgroups.start(pb, "blocking:driver", new ResourceLimits(0.5, 0));
        assertThat(p.process().waitFor()).isZero();

        String name = p.cgroup().name();
        assertThat(name).isEqualTo("rbench-4242-blocking-driver-1");
        String pid = Files.readString(root.resolve("cpu/" + name + "/cgroup.procs")).trim();
        assertThat(Files.readString(root.resolve("memory/" + name + "/cgroup.procs")).trim()).isEqualTo(pid);
        assertThat(Files.readString(out)).isEqualTo(pid + "\na b|$HOME|--|'q'|");
        assertThat(Long.parseLong(pid)).isEqualTo(p.process().pid());
        ChildProcesses.stop(p.process(), Duration.ofSeconds(1));
    }

    /** A service starts without its CPU quota (its JVM told the processors): the command already sees it lifted. */
    @Test
    void aProcessStartedWithItsQuotaLiftedSeesNoneUntilItIsSetAgain() throws Exception {
        Cgroups cgroups = new Cgroups(new CgroupV1(Files.createDirectories(root.resolve("cpu")),
                Files.createDirectories(root.resolve("memory"))), 4242);
        Path out = root.resolve("quota.txt");
        ProcessBuilder pb = new ProcessBuilder("sh", "-c", "cat \"$(dirname \"$0\")/cpu/rbench-4242-svc-1/cpu.cfs_quota_us\" > \"$0\"",
                out.toString());
        LimitedProcess p = cgroups.start(pb, "svc", new ResourceLimits(0.25, 512), true);
        assertThat(p.process().waitFor()).isZero();
        assertThat(Files.readString(out).trim()).isEqualTo("-1");
        Path quota = root.resolve("cpu/rbench-4242-svc-1/cpu.cfs_quota_us");
        p.cpuQuotaLifted(false);
        assertThat(Files.readString(quota).trim()).isEqualTo("25000");
        // the memory limit holds from the start
        assertThat(Files.readString(root.resolve("memory/rbench-4242-svc-1/memory.limit_in_bytes")).trim())
                .isEqualTo(Long.toString(512L * 1024 * 1024));
    }

    @Test
    void aGroupThatCannotBeJoinedStopsTheLaunchBeforeTheCommandRuns() throws Exception {
        Cgroup g = new Cgroup("g", List.of(root.resolve("missing/dir")), ResourceLimits.NONE, new CgroupV2(root));
        Path marker = root.resolve("ran");
        Process p = new ProcessBuilder(Cgroups.wrap(g, List.of("touch", marker.toString()))).redirectErrorStream(true).start();
        assertThat(p.waitFor()).isEqualTo(125);
        assertThat(marker).doesNotExist();
    }

    @Test
    void sweepsOnlyTheGroupsOfRbenchProcessesThatAreGone() throws Exception {
        CgroupV2 v2 = new CgroupV2(root);
        Files.createDirectory(root.resolve("rbench-111-blocking-1"));
        Files.createDirectory(root.resolve("rbench-222-reactive-1"));
        Files.createDirectory(root.resolve("other-333"));

        List<String> removed = Cgroups.sweep(v2, pid -> pid == 222);

        assertThat(removed).containsExactly(root.resolve("rbench-111-blocking-1").toString());
        assertThat(root.resolve("rbench-222-reactive-1")).exists();
        assertThat(root.resolve("other-333")).exists();
    }
}
