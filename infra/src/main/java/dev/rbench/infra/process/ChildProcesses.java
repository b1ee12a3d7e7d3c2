package dev.rbench.infra.process;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Every child process the tool starts is registered here, so that one JVM shutdown hook can stop
 * them all — on normal exit, on Ctrl-C (SIGINT) and on a plain {@code kill} (SIGTERM) of rbench.
 * A SIGKILLed rbench cannot run hooks; the services watch their parent's pid for that case.
 */
public final class ChildProcesses {

    /** How long a child gets to exit after SIGTERM before SIGKILL; a JVM out of memory may ignore SIGTERM. */
    public static final Duration TERMINATE_GRACE = Duration.ofSeconds(5);

    private static final Set<Process> LIVE = ConcurrentHashMap.newKeySet();
    private static final List<Runnable> AFTER_STOP = new java.util.concurrent.CopyOnWriteArrayList<>();

    static {
        // One hook, in order: JVM shutdown hooks run concurrently, and a cgroup can only be removed once its process is gone.
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            stopAll();
            AFTER_STOP.forEach(Runnable::run);
        }, "rbench-child-reaper"));
    }

    private ChildProcesses() {
    }

    /** Starts the builder's process and registers it for cleanup. */
    public static Process start(ProcessBuilder builder) throws java.io.IOException {
        Process process = builder.start();
        LIVE.add(process);
        process.onExit().thenRun(() -> LIVE.remove(process));
        return process;
    }

    /** Runs {@code cleanup} in the shutdown hook once every child is stopped (removing their cgroups, say). */
    public static void afterStopAll(Runnable cleanup) {
        AFTER_STOP.add(cleanup);
    }

    /** Currently running children (a snapshot). */
    public static List<Process> live() {
        return new ArrayList<>(LIVE);
    }

    /**
     * Stops a process and its descendants: SIGTERM first, SIGKILL after the grace period.
     * Returns true when the process and its descendants are gone.
     */
    public static boolean stop(Process process, Duration grace) {
        List<ProcessHandle> tree = new ArrayList<>(process.descendants().toList());
        tree.addFirst(process.toHandle());
        tree.forEach(ProcessHandle::destroy);
        long deadline = System.nanoTime() + grace.toNanos();
        for (ProcessHandle handle : tree) {
            awaitExit(handle, deadline);
        }
        boolean clean = true;
        for (ProcessHandle handle : tree) {
            if (handle.isAlive()) {
                handle.destroyForcibly();
                clean &= awaitExit(handle, System.nanoTime() + Duration.ofSeconds(5).toNanos());
            }
        }
        LIVE.remove(process);
        return clean;
    }

    /** Stops every registered child; runs from the shutdown hook and may be called directly. */
    public static void stopAll() {
        live().parallelStream().forEach(p -> stop(p, TERMINATE_GRACE));
    }

    private static boolean awaitExit(ProcessHandle handle, long deadlineNanos) {
        long left = deadlineNanos - System.nanoTime();
        if (left <= 0) {
            return !handle.isAlive();
        }
        try {
            handle.onExit().get(left, java.util.concurrent.TimeUnit.NANOSECONDS);
            return true;
        } catch (java.util.concurrent.TimeoutException e) {
            return false;
        } catch (java.util.concurrent.ExecutionException e) {
            return !handle.isAlive();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return !handle.isAlive();
        }
    }
}
