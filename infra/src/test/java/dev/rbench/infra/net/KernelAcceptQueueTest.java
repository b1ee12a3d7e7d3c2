package dev.rbench.infra.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.infra.net.KernelAcceptQueue.Sysctl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Raising and restoring on files that stand in for /proc/sys; the real one needs root and would touch the machine. */
class KernelAcceptQueueTest {

    @TempDir
    Path dir;

    private Sysctl sysctl(String name, int value) throws IOException {
        Sysctl s = Sysctl.under(dir.resolve("sys"), name);
        Files.createDirectories(s.file().getParent());
        Files.writeString(s.file(), value + "\n");
        return s;
    }

    private static int value(Sysctl s) throws IOException {
        return Integer.parseInt(Files.readString(s.file()).trim());
    }

    private Stream<Path> notes() throws IOException {
        return Files.isDirectory(dir.resolve("state")) ? Files.list(dir.resolve("state")) : Stream.empty();
    }

    @Test
    void raisesOnlyWhatIsBelowAndPutsItBackOnClose() throws IOException {
        Sysctl somaxconn = sysctl("net.core.somaxconn", 4096);
        Sysctl syn = sysctl("net.ipv4.tcp_max_syn_backlog", 30000);
        KernelAcceptQueue queues = new KernelAcceptQueue(List.of(somaxconn, syn), dir.resolve("state"));

        try (KernelAcceptQueue.Raised raised = queues.raise(20000)) {
            assertThat(value(somaxconn)).isEqualTo(20000);
            assertThat(value(syn)).isEqualTo(30000);
            assertThat(raised.describe()).isEqualTo("net.core.somaxconn 4096 → 20000");
            assertThat(raised.before()).containsExactly(java.util.Map.entry("net.core.somaxconn", 4096));
            assertThat(notes()).hasSize(1);
        }
        assertThat(value(somaxconn)).isEqualTo(4096);
        assertThat(notes()).isEmpty();
    }

    @Test
    void nothingChangesWhereTheMachineAllowsEnough() throws IOException {
        Sysctl somaxconn = sysctl("net.core.somaxconn", 65535);
        try (KernelAcceptQueue.Raised raised = new KernelAcceptQueue(List.of(somaxconn), dir.resolve("state")).raise(20000)) {
            assertThat(raised.changedAnything()).isFalse();
            assertThat(value(somaxconn)).isEqualTo(65535);
        }
        assertThat(notes()).isEmpty();
    }

    @Test
    void aValueSomeoneElseChangedMeanwhileIsLeftAsTheySetIt() throws IOException {
        Sysctl somaxconn = sysctl("net.core.somaxconn", 4096);
        KernelAcceptQueue.Raised raised = new KernelAcceptQueue(List.of(somaxconn), dir.resolve("state")).raise(20000);
        Files.writeString(somaxconn.file(), "30000\n");
        raised.close();
        assertThat(value(somaxconn)).isEqualTo(30000);
    }

    @Test
    void theNextRunRestoresWhatAKilledRunLeftRaised() throws IOException {
        Sysctl somaxconn = sysctl("net.core.somaxconn", 4096);
        KernelAcceptQueue queues = new KernelAcceptQueue(List.of(somaxconn), dir.resolve("state"));
        queues.raise(20000); // never closed: as after a SIGKILL

        assertThat(queues.restoreLeftovers(pid -> true)).isEmpty();
        assertThat(value(somaxconn)).isEqualTo(20000);
        assertThat(queues.restoreLeftovers(pid -> false)).containsExactly("net.core.somaxconn 20000 → 4096");
        assertThat(value(somaxconn)).isEqualTo(4096);
        assertThat(notes()).isEmpty();
    }

    @Test
    void aValueTheKernelWillNotTakeIsRefusedWithWhatToDo() {
        // Read-only even for root, and far below what is asked.
        Sysctl readOnly = new Sysctl("kernel.ngroups_max", Path.of("/proc/sys/kernel/ngroups_max"));
        KernelAcceptQueue queues = new KernelAcceptQueue(List.of(readOnly), dir.resolve("state"));
        assertThatThrownBy(() -> queues.raise(Integer.MAX_VALUE))
                .isInstanceOf(KernelQueueException.class)
                .hasMessageContaining("cannot raise kernel.ngroups_max")
                .hasMessageContaining("kernelAcceptQueue: 0");
    }

    @Test
    void anUnreadableValueIsRefusedToo() {
        Sysctl missing = Sysctl.under(dir.resolve("nowhere"), "net.core.somaxconn");
        assertThatThrownBy(() -> new KernelAcceptQueue(List.of(missing), dir.resolve("state")).raise(20000))
                .isInstanceOf(KernelQueueException.class)
                .hasMessageContaining("cannot read net.core.somaxconn");
    }
}
