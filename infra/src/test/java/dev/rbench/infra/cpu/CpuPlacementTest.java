package dev.rbench.infra.cpu;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class CpuPlacementTest {

    @Test
    void parsesRolesAndLists() {
        CpuPlacement p = CpuPlacement.parse("service=0,generator=1", 2);
        assertThat(p).isEqualTo(new CpuPlacement("0", "1"));
        assertThat(p.servicePrefix()).containsExactly("taskset", "-c", "0");
        assertThat(CpuPlacement.parse("service=0-2,3,generator=4", 8)).isEqualTo(new CpuPlacement("0-2,3", "4"));
        assertThat(CpuPlacement.parse("generator=1", 2).servicePrefix()).isEmpty();
        assertThat(CpuPlacement.parse("", 2)).isEqualTo(CpuPlacement.NONE);
        assertThat(CpuPlacement.NONE.pinned()).isFalse();
    }

    @Test
    void rejectsWhatCannotBeHonoured() {
        assertThatThrownBy(() -> CpuPlacement.parse("service=0,generator=2", 2)).hasMessageContaining("CPU 2 does not exist; this machine has CPUs 0-1");
        assertThatThrownBy(() -> CpuPlacement.parse("service=0-1,generator=1", 2)).hasMessageContaining("share a CPU");
        assertThatThrownBy(() -> CpuPlacement.parse("db=0", 2)).hasMessageContaining("unknown role 'db'");
        assertThatThrownBy(() -> CpuPlacement.parse("service=x", 2)).hasMessageContaining("'x' is not a CPU or range");
        assertThatThrownBy(() -> CpuPlacement.parse("0,1", 2)).hasMessageContaining("is not service=CPUS,generator=CPUS");
        assertThatThrownBy(() -> CpuPlacement.parse("service=1-0", 2)).hasMessageContaining("'1-0' is not a CPU or range");
    }

    @Test
    void machineCpusDoNotShrinkWhenThisProcessIsPinned() {
        int cpus = CpuPlacement.machineCpus();
        assertThat(cpus).isGreaterThanOrEqualTo(Runtime.getRuntime().availableProcessors());
        try {
            new CpuPlacement("", "0").pinThisProcess();
            assertThat(CpuPlacement.machineCpus()).isEqualTo(cpus);
        } finally {
            new CpuPlacement("", "0-" + (cpus - 1)).pinThisProcess();
        }
    }

    @Test
    void pinnedServiceRunsOnlyOnItsCpu() throws Exception {
        CpuPlacement p = CpuPlacement.parse("service=0", Runtime.getRuntime().availableProcessors());
        List<String> cmd = new java.util.ArrayList<>(p.servicePrefix());
        cmd.addAll(List.of("sh", "-c", "grep Cpus_allowed_list /proc/self/status"));
        Process proc = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(proc.getInputStream().readAllBytes());
        assertThat(proc.waitFor()).isZero();
        assertThat(out.trim()).endsWith("\t0");
    }

    @Test
    void pinsEveryThreadOfThisJvmToTheGeneratorsCpus() throws Exception {
        int cpus = CpuPlacement.machineCpus();
        String last = Integer.toString(cpus - 1);
        try {
            new CpuPlacement("", last).pinThisProcess();
            try (var tasks = Files.list(Path.of("/proc/self/task"))) {
                for (Path task : tasks.toList()) {
                    String status = Files.readString(task.resolve("status"));
                    assertThat(status).as(task.toString()).contains("Cpus_allowed_list:\t" + last + "\n");
                }
            }
        } finally {
            new CpuPlacement("", "0-" + last).pinThisProcess(); // give the test JVM its CPUs back
        }
    }
}
