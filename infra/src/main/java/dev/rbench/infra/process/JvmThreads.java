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
import java.util.function.Predicate;

/**
 * The CPU that one kind of some JVMs' threads has spent since this counter was made, from /proc/PID/task: their JIT
 * compiler threads ({@link #compilers}) or their garbage collector's ({@link #collectors}).
 *
 * <p>The compilers' work is warm-up, not a cost of each request: after a warm-up of 20 users, downstream-500ms's
 * blocking service spent 0.2–0.9 cores compiling while it served 32 users of a 500 ms route with 0.01–0.03 cores, and
 * the calibration, counting the whole process, gave that route 12 ms of CPU a request where its steps spent 0.3.
 * A calibration that takes the compilers' ticks away from the process's measures the route warm.
 *
 * <p>The collector's work is a cost of each request that grows with the requests in flight: a young collection copies
 * what they keep live. Counted apart, it is scaled with the requests in flight rather than shared out like the rest.
 *
 * <p>Threads are told apart by name, read once for each thread id. Threads come and go (the JVM's dynamic compiler
 * count), so each one's last reading is kept after it exits: the counter never steps down.
 */
public final class JvmThreads {

    private final Path proc;
    private final List<Long> pids;
    private final LongFunction<List<Long>> descendants;
    /** Whether a thread of this name (as /proc shows it) is of the kind counted. */
    private final Predicate<String> kind;
    /** Each counted thread's ticks when first seen: its own at the start, 0 for one started later. */
    private final Map<Long, Long> start = new HashMap<>();
    private final Map<Long, Long> last = new HashMap<>();
    private final Set<Long> others = new HashSet<>();
    private boolean started;

    JvmThreads(Path proc, List<Long> pids, LongFunction<List<Long>> descendants, Predicate<String> kind) {
        this.proc = proc;
        this.pids = List.copyOf(pids);
        this.descendants = descendants;
        this.kind = kind;
        scan();
        started = true;
    }

    /** The compiler threads of {@code pids} and of their descendants, counted from now. */
    public static JvmThreads compilers(List<Long> pids) {
        return new JvmThreads(Path.of("/proc"), pids, ProcSnapshot::descendants, JvmThreads::isCompiler);
    }

    /** The garbage collector's threads of {@code pids} and of their descendants, counted from now. */
    public static JvmThreads collectors(List<Long> pids) {
        return new JvmThreads(Path.of("/proc"), pids, ProcSnapshot::descendants, JvmThreads::isCollector);
    }

    /** The compiler threads of {@code pid} alone, not of its children (the run's own JVM, whose children are the services). */
    public static JvmThreads compilersAlone(long pid) {
        return new JvmThreads(Path.of("/proc"), List.of(pid), p -> List.of(), JvmThreads::isCompiler);
    }

    /** Whether a thread of this name (as /proc shows it: 15 characters at most) compiles for the JIT. */
    static boolean isCompiler(String name) {
        return name.startsWith("C1 CompilerThre") || name.startsWith("C2 CompilerThre") || name.startsWith("JVMCI Compiler");
    }

    /**
     * Whether a thread of this name collects garbage: G1's, Parallel's and ZGC's workers and G1's and ZGC's own threads,
     * Shenandoah's, and HotSpot's "VM Thread", on which Serial collects (and which runs the JVM's other stop-the-world
     * operations, few beside the collections under load).
     */
    static boolean isCollector(String name) {
        return name.startsWith("GC Thread#") || name.startsWith("G1 ") || name.equals("VM Thread") || name.startsWith("Shenandoah")
                || name.startsWith("ZWorker") || name.startsWith("ZDirector") || name.startsWith("ZDriver");
    }

    /** utime + stime of the threads counted since this counter was made, in /proc's ticks (USER_HZ). */
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

    /** How many threads of the kind have been seen. */
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
                // The process is gone: its threads' last readings stand.
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
        if (!kind.test(name)) {
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
