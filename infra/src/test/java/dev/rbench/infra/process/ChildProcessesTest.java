package dev.rbench.infra.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class ChildProcessesTest {

    @Test
    void stopsAPoliteProcessWithSigterm() throws Exception {
        Process p = ChildProcesses.start(new ProcessBuilder("sleep", "60"));
        assertThat(ChildProcesses.live()).contains(p);
        assertThat(ChildProcesses.stop(p, Duration.ofSeconds(5))).isTrue();
        assertThat(p.isAlive()).isFalse();
        assertThat(ChildProcesses.live()).doesNotContain(p);
    }

    @Test
    void escalatesToSigkillWhenSigtermIsIgnored() throws Exception {
        // Like a JVM that has run out of memory: it ignores SIGTERM.
        Process p = ChildProcesses.start(new ProcessBuilder("sh", "-c", "trap '' TERM; while :; do sleep 1; done"));
        Thread.sleep(200); // let the trap be installed
        long started = System.nanoTime();
        assertThat(ChildProcesses.stop(p, Duration.ofMillis(500))).isTrue();
        assertThat(p.isAlive()).isFalse();
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(5));
    }

    @Test
    void stopsDescendantsToo() throws Exception {
        Process p = ChildProcesses.start(new ProcessBuilder("sh", "-c", "sleep 60 & wait"));
        Thread.sleep(300);
        var children = p.descendants().toList();
        assertThat(children).isNotEmpty();
        ChildProcesses.stop(p, Duration.ofSeconds(2));
        assertThat(children).noneMatch(ProcessHandle::isAlive);
    }
}
