package dev.rbench.infra.process;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.LongFunction;

/**
 * The CPU that some processes' JIT compiler threads (HotSpot's "C1/C2 CompilerThreadN", JVMCI's) have spent since this
 * counter was made, from /proc/PID/task. The compilers' work is warm-up, not a cost of each request: after a warm-up
 * of 20 users, downstream-500ms's blocking service spent 0.2–0.9 cores compiling while it served 32 users of a 500 ms
 * route with 0.01–0.03 cores, and the calibration, counting the whole process, gave that route 12 ms of CPU a request
 * where its steps spent 0.3 (2026-11-26). A calibration that takes the compilers' ticks away from the process's
 * measures the route warm.
 *
 * <p>Threads are told apart by name, read once for each thread id. The compilers come and go with the JVM's dynamic
 * compiler count, so each one's last reading is kept after it exits: the counter never steps down.
 */
public final class CompilerThreads {

    private final Path proc;
    private final List<Long> pids;
    private final LongFunction<List<Long>> descendants;
    /** Each compiler thread's ticks when first seen: its own at the start, 0 for one started later. */
    private final Map<Long, Long> start = new HashMap<>();
    private final Map<Long, Long> last = new HashMap<>();
    private final Set<Long> others = new HashSet<>();
    private boolean started;

    CompilerThreads(Path proc, List<Long> pids, LongFunction<List<Long>> descendants) {
        this.proc = proc;
        this.pids = List.copyOf(pids);
        this.descendants = descendants;
        scan();
        started = true;
    }

    /** The compiler threads of {@code pids} and of their descendants, counted from now. */
    public static CompilerThreads of(List<Long> pids) {
        return new CompilerThreads(Path.of("/proc"), pids, ProcSnapshot::descendants);
    }

    /** The compiler threads of {@code pid} alone, not of its children (the run's own JVM, whose children are the services). */
    public static CompilerThreads ofAlone(long pid) {
        return new CompilerThreads(Path.of("/proc"), List.of(pid), p -> List.of());
    }

    /** Whether a thread of this name (as /proc shows it: 15 characters at most) compiles for the JIT. */
    static boolean isCompiler(String name) {
        return name.startsWith("C1 CompilerThre") || name.startsWith("C2 CompilerThre") || name.startsWith("JVMCI Compiler");
    }

    /** utime + stime of the compiler threads since this counter was made, in /proc's ticks (USER_HZ). */
    public long ticks() {
        scan();
        long sum = 0;
        for (Map.Entry<Long, Long> e : last.entrySet()) {
            sum += e.getValue() - start.getOrDefault(e.getKey(), 0L);
        }
        return sum;
    }

    /** {@link #ticks()} in seconds of CPU. */
    public double seconds() {
        return ticks() / (double) ProcSnapshot.TICKS_PER_SECOND;
    }

    /** How many compiler threads have been seen. */
    public int threadsSeen() {
        return last.size();
    }

    private void scan() {
        List<Long> all = new ArrayList<>();
        for (long pid : pids) {
            all.add(pid);
            all.addAll(descendants.apply(pid));
        }
        for (long pid : all) {
            try (DirectoryStream<Path> tasks = Files.newDirectoryStream(proc.resolve(Long.toString(pid)).resolve("task"))) {
                for (Path task : tasks) {
                    read(task);
                }
            } catch (IOException | RuntimeException e) {
                // The process is gone: its compilers' last readings stand.
            }
        }
    }

    private void read(Path task) {
        long tid;
        try {
            tid = Long.parseLong(task.getFileName().toString());
        } catch (NumberFormatException e) {
            return;
        }
        if (others.contains(tid)) {
            return;
        }
        String stat;
        try {
            stat = Files.readString(task.resolve("stat"));
        } catch (IOException e) {
            return; // exited between the listing and the reading
        }
        String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        if (!isCompiler(name)) {
            others.add(tid);
            return;
        }
        long ticks = ProcSnapshot.cpuTicks(stat);
        if (!started) {
            start.put(tid, ticks);
        }
        last.put(tid, ticks);
    }
}
