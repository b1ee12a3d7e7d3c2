package dev.rbench.infra.cassandra.server;

import java.time.Duration;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * Ends the server when the process that started it is gone, so a runner killed with SIGKILL (which
 * runs no shutdown hooks) never leaves a database holding a port and memory behind. The decision
 * ({@link #checkOnce()}) is apart from the polling thread and the exit action, so tests can drive it.
 * The mongo server's class, for Java 17 (no {@code Thread.ofPlatform}).
 */
final class ParentWatchdog {

    static final Duration INTERVAL = Duration.ofMillis(500);

    private final BooleanSupplier parentAlive;
    private final Runnable onParentGone;
    private volatile boolean fired;

    ParentWatchdog(BooleanSupplier parentAlive, Runnable onParentGone) {
        this.parentAlive = parentAlive;
        this.onParentGone = onParentGone;
    }

    /**
     * Liveness of {@code pid}. The handle is taken once, now: {@link ProcessHandle#isAlive()} also
     * compares the start time, so a recycled pid is not mistaken for the parent.
     */
    static BooleanSupplier livenessOf(long pid) {
        Optional<ProcessHandle> handle = ProcessHandle.of(pid);
        return () -> handle.map(ProcessHandle::isAlive).orElse(false);
    }

    /** True while the parent lives; once it is gone runs the exit action (at most once) and returns false. */
    boolean checkOnce() {
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
    Thread start() {
        Thread t = new Thread(() -> {
            try {
                while (checkOnce()) {
                    Thread.sleep(INTERVAL.toMillis());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "rbench-parent-watchdog");
        t.setDaemon(true);
        t.start();
        return t;
    }
}
