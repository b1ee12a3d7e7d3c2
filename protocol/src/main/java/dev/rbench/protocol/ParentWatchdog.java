package dev.rbench.protocol;

import java.time.Duration;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * Ends a child process (service, downstream, embedded database) when the process that started it is
 * gone, so a runner killed with SIGKILL (which runs no shutdown hooks) never leaves a child holding a
 * port, CPU and memory behind.
 * <p>
 * The decision ({@link #checkOnce()}) is apart from the polling thread and from the exit action, so
 * tests drive it without ending their JVM. The exit action logs as its process logs; this class has
 * no logger, since it runs in Spring services and in bare servers alike.
 */
public final class ParentWatchdog {
    public static final Duration INTERVAL = Duration.ofMillis(500);

    private final BooleanSupplier parentAlive;
    private final Runnable onParentGone;
    private volatile boolean fired;

    public ParentWatchdog(BooleanSupplier parentAlive, Runnable onParentGone) {
        this.parentAlive = parentAlive;
        this.onParentGone = onParentGone;
    }

    /** Watches the process {@code parentPid}: {@link #start()} it. */
    public static ParentWatchdog of(long parentPid, Runnable onParentGone) {
        return new ParentWatchdog(livenessOf(parentPid), onParentGone);
    }

    /**
     * Liveness of {@code pid} as seen now. The handle is taken once, here: {@link ProcessHandle#isAlive()}
     * compares the process start time, so a recycled pid is not mistaken for the parent.
     */
    public static BooleanSupplier livenessOf(long pid) {
        Optional<ProcessHandle> handle = ProcessHandle.of(pid);
        return () -> handle.map(ProcessHandle::isAlive).orElse(false);
    }

    /**
     * @return true while the parent is alive; false once it is gone, after running the exit action
     *         (at most once)
     */
    public boolean checkOnce() {
        if (fired) {
            return false;
        }
        if (parentAlive.getAsBoolean()) {
            return true;
        }
        fired = true;
        onParentGone.run();
        return false;
    }

    /** Polls on a daemon thread, which never keeps the JVM alive by itself. */
    public Thread start() {
        // new Thread, not Thread.ofPlatform(): this class also runs on Java 17 (the Cassandra server).
        Thread thread = new Thread(this::pollUntilParentGone, "rbench-parent-watchdog");
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    private void pollUntilParentGone() {
        try {
            while (checkOnce()) {
                Thread.sleep(INTERVAL.toMillis());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
