package dev.rbench.infra.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JvmThreadsTest {

    @TempDir
    Path proc;

    private void thread(long pid, long tid, String name, long utime, long stime) throws Exception {
        Path task = proc.resolve(pid + "/task/" + tid);
        Files.createDirectories(task);
        Files.writeString(task.resolve("stat"),
                tid + " (" + name + ") S 1 " + pid + " " + pid + " 0 -1 4194560 100 0 0 0 " + utime + " " + stime + " 0 0 20 0 42 0");
    }

    @Test
    void countsOnlyTheCompilersTicksSinceItWasMade() throws Exception {
        thread(100, 101, "C2 CompilerThre", 500, 20);
        thread(100, 102, "http-nio-8080-e", 900, 100);
        JvmThreads jit = new JvmThreads(proc, List.of(100L), pid -> List.of(), JvmThreads::isCompiler);
        assertThat(jit.ticks()).isZero();

        thread(100, 101, "C2 CompilerThre", 530, 25);
        thread(100, 102, "http-nio-8080-e", 2000, 300);
        thread(100, 103, "C1 CompilerThre", 7, 1); // started since: all its ticks are new
        assertThat(jit.ticks()).isEqualTo(35 + 8);
        assertThat(jit.threadsSeen()).isEqualTo(2);
    }

    @Test
    void aCompilerThatExitedKeepsItsLastReading() throws Exception {
        thread(100, 101, "C2 CompilerThre", 500, 0);
        JvmThreads jit = new JvmThreads(proc, List.of(100L), pid -> List.of(), JvmThreads::isCompiler);
        thread(100, 101, "C2 CompilerThre", 560, 0);
        assertThat(jit.ticks()).isEqualTo(60);

        // The JVM's dynamic compiler count retired it: the counter must not step down.
        Files.delete(proc.resolve("100/task/101/stat"));
        Files.delete(proc.resolve("100/task/101"));
        assertThat(jit.ticks()).isEqualTo(60);
    }

    @Test
    void readsTheDescendantsAndSurvivesAProcessThatIsGone() throws Exception {
        thread(200, 201, "C2 CompilerThre", 10, 0);
        Map<Long, List<Long>> children = Map.of(100L, List.of(200L));
        JvmThreads jit = new JvmThreads(proc, List.of(100L, 999L), pid -> children.getOrDefault(pid, List.of()), JvmThreads::isCompiler);
        thread(200, 201, "C2 CompilerThre", 40, 0);
        assertThat(jit.ticks()).isEqualTo(30);
    }

    @Test
    void tellsCompilersByTheirTruncatedNames() {
        assertThat(JvmThreads.isCompiler("C2 CompilerThre")).isTrue();
        assertThat(JvmThreads.isCompiler("C1 CompilerThre")).isTrue();
        assertThat(JvmThreads.isCompiler("JVMCI CompilerT")).isTrue();
        assertThat(JvmThreads.isCompiler("GC Thread#0")).isFalse();
        assertThat(JvmThreads.isCompiler("ForkJoinPool-1-")).isFalse();
    }

    @Test
    void countsTheCollectorsApartFromTheCompilers() throws Exception {
        thread(100, 101, "C2 CompilerThre", 500, 20);
        thread(100, 102, "VM Thread", 40, 2);
        thread(100, 103, "GC Thread#0", 10, 0);
        thread(100, 104, "http-nio-8080-e", 900, 100);
        JvmThreads gc = new JvmThreads(proc, List.of(100L), pid -> List.of(), JvmThreads::isCollector);
        thread(100, 101, "C2 CompilerThre", 600, 20);
        thread(100, 102, "VM Thread", 140, 2); // Serial's collections
        thread(100, 103, "GC Thread#0", 15, 5);
        thread(100, 104, "http-nio-8080-e", 2000, 300);
        assertThat(gc.ticks()).isEqualTo(100 + 10);
        assertThat(gc.threadsSeen()).isEqualTo(2);
    }

    @Test
    void tellsCollectorsByTheirNames() {
        for (String name : List.of("GC Thread#0", "G1 Main Marker", "G1 Conc#0", "G1 Refine#0", "G1 Service", "VM Thread",
                "ZWorkerYoung#0", "ZDirector", "Shenandoah Cont")) {
            assertThat(JvmThreads.isCollector(name)).as(name).isTrue();
        }
        for (String name : List.of("C2 CompilerThre", "VM Periodic Tas", "http-nio-8080-e", "reactor-http-ep")) {
            assertThat(JvmThreads.isCollector(name)).as(name).isFalse();
        }
    }

    @Test
    void findsThisJvmsCompilers() {
        // HotSpot with tiered compilation keeps at least one C1 and one C2 compiler thread alive.
        JvmThreads jit = JvmThreads.compilers(List.of(ProcessHandle.current().pid()));
        assertThat(jit.threadsSeen()).isGreaterThanOrEqualTo(1);
        assertThat(jit.ticks()).isNotNegative();
    }
}
