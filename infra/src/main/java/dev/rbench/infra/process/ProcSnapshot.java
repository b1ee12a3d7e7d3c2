package dev.rbench.infra.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * One reading of a process's counters from Linux's /proc: cumulative CPU time, resident memory and
 * live thread count. Reading /proc costs nothing of the measured process, unlike asking the JVM.
 */
public record ProcSnapshot(long nanoTime, long cpuTicks, long rssKb, int threads) {

    /** USER_HZ: the unit of utime/stime in /proc/PID/stat; 100 on every Linux x86/arm ABI. */
    public static final int TICKS_PER_SECOND = 100;

    /** Reads the snapshot, or empty when the process is gone or /proc is unavailable. */
    public static Optional<ProcSnapshot> read(long pid) {
        Path dir = Path.of("/proc", Long.toString(pid));
        try {
            String stat = Files.readString(dir.resolve("stat"));
            String status = Files.readString(dir.resolve("status"));
            return Optional.of(new ProcSnapshot(System.nanoTime(), cpuTicks(stat),
                    statusField(status, "VmRSS:"), (int) statusField(status, "Threads:")));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /**
     * The process and all its descendants as one: CPU, RSS and threads summed. A user's app may be a
     * launcher script with the server as its child. A descendant that exited meanwhile takes its CPU
     * with it, so the sum can step down; the sampler's figures are spans of the root's lifetime.
     */
    public static Optional<ProcSnapshot> readTree(long pid) {
        Optional<ProcSnapshot> root = read(pid);
        if (root.isEmpty()) {
            return root;
        }
        List<Long> children = descendants(pid);
        ProcSnapshot sum = root.get();
        for (long child : children) {
            ProcSnapshot c = read(child).orElse(null);
            if (c != null) {
                sum = new ProcSnapshot(sum.nanoTime, sum.cpuTicks + c.cpuTicks, sum.rssKb + c.rssKb, sum.threads + c.threads);
            }
        }
        return Optional.of(sum);
    }

    /**
     * The CPU ticks of {@code pids}, each with its descendants: PostgreSQL serves every connection from a child of its
     * postmaster, whose CPU the postmaster's own figures leave out (it missed ~1.8 ms of a 5 ms request on
     * streams-concurrent's PostgreSQL routes). A process that is gone counts 0.
     */
    public static long treeTicks(List<Long> pids) {
        return pids.stream().mapToLong(pid -> readTree(pid).map(ProcSnapshot::cpuTicks).orElse(0L)).sum();
    }

    /** The process ids below {@code pid} (children, theirs, ...), none where it is gone. */
    static List<Long> descendants(long pid) {
        return ProcessHandle.of(pid).map(h -> h.descendants().map(ProcessHandle::pid).toList()).orElse(List.of());
    }

    /** utime + stime: fields 14 and 15, counted after the parenthesised command name, which may hold spaces. */
    static long cpuTicks(String stat) {
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).trim().split("\\s+");
        // fields[0] is field 3 (state), so field n is fields[n - 3]
        return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
    }

    /**
     * utime + stime + cutime + cstime: the process's own ticks and those of its children that have exited and been
     * waited for (the JVM waits for every child it started), so a child that ran and ended between two readings
     * (a JMeter run) still counts as this process's.
     */
    static long cpuTicksWithEndedChildren(String stat) {
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).trim().split("\\s+");
        return Long.parseLong(fields[11]) + Long.parseLong(fields[12]) + Long.parseLong(fields[13]) + Long.parseLong(fields[14]);
    }

    static long statusField(String status, String key) {
        for (String line : status.split("\n")) {
            if (line.startsWith(key)) {
                return Long.parseLong(line.substring(key.length()).trim().split("\\s+")[0]);
            }
        }
        return 0;
    }

    /** CPU use between two snapshots, in percent of one core (200 = two cores busy). */
    public double cpuPercentSince(ProcSnapshot earlier) {
        double seconds = (nanoTime - earlier.nanoTime) / 1e9;
        if (seconds <= 0) {
            return 0;
        }
        return (cpuTicks - earlier.cpuTicks) / (double) TICKS_PER_SECOND / seconds * 100.0;
    }
}
