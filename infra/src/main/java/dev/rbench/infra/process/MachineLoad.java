package dev.rbench.infra.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The machine's CPU counters from /proc/stat beside this run's own: read one before a step and one
 * after, and {@link #since} says how much CPU the hypervisor stole and how much went to processes
 * this run did not start (another build, a browser, another benchmark) — the noise a step was
 * measured under. "This run" is this JVM (the load generator) and every process it started: the
 * service, the database, a proxy.
 */
public record MachineLoad(long nanoTime, long busyTicks, long stealTicks, long ownTicks, double loadAverage1m, int cpus) {

    /**
     * CPU use during a window, each in percent of one core (100 = one core busy throughout):
     * {@code busyPercent} is the whole machine's, every process included (this run's too).
     */
    public record Noise(double stealPercent, double otherCpuPercent, double loadAverage1m, int cpus, double busyPercent) {
    }

    /** Reads the counters now; empty where /proc is not Linux's. */
    public static Optional<MachineLoad> read() {
        try {
            String stat = Files.readString(Path.of("/proc/stat"));
            String loadavg = Files.readString(Path.of("/proc/loadavg"));
            // This run's processes: itself with its ended children (a JMeter that ran a step and exited), and those alive.
            long own = thisRunsTicks() + ProcessHandle.current().descendants().mapToLong(p -> ticks(p.pid())).sum();
            long[] cpu = cpuLine(stat);
            return Optional.of(new MachineLoad(System.nanoTime(), busy(cpu), cpu.length > 7 ? cpu[7] : 0, own,
                    Double.parseDouble(loadavg.trim().split("\\s+")[0]), Runtime.getRuntime().availableProcessors()));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /**
     * What the machine did between {@code earlier} and this reading. Others' CPU is never below zero: a grandchild
     * of this run that exited in the window (reaped by its own parent) takes its ticks with it.
     */
    public Noise since(MachineLoad earlier) {
        double seconds = (nanoTime - earlier.nanoTime) / 1e9;
        if (seconds <= 0) {
            return new Noise(0, 0, loadAverage1m, cpus, 0);
        }
        double perCore = ProcSnapshot.TICKS_PER_SECOND * seconds / 100.0;
        long others = (busyTicks - earlier.busyTicks) - (ownTicks - earlier.ownTicks);
        return new Noise((stealTicks - earlier.stealTicks) / perCore, Math.max(0, others) / perCore, loadAverage1m, cpus,
                (busyTicks - earlier.busyTicks) / perCore);
    }

    /** The aggregate "cpu" line's counters: user nice system idle iowait irq softirq steal guest guest_nice. */
    static long[] cpuLine(String stat) {
        String line = stat.lines().filter(l -> l.startsWith("cpu ")).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no cpu line in /proc/stat"));
        String[] f = line.substring(4).trim().split("\\s+");
        long[] v = new long[f.length];
        for (int i = 0; i < f.length; i++) {
            v[i] = Long.parseLong(f[i]);
        }
        return v;
    }

    /**
     * Ticks spent running something: user, nice, system, irq and softirq (guest time is already inside
     * user). Idle, iowait and steal are not this machine's work.
     */
    static long busy(long[] cpu) {
        return cpu[0] + cpu[1] + cpu[2] + (cpu.length > 6 ? cpu[5] + cpu[6] : 0);
    }

    private static long thisRunsTicks() {
        try {
            return ProcSnapshot.cpuTicksWithEndedChildren(Files.readString(Path.of("/proc/self/stat")));
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    private static long ticks(long pid) {
        try {
            return ProcSnapshot.cpuTicks(Files.readString(Path.of("/proc", Long.toString(pid), "stat")));
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }
}
