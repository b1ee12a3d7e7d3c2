package dev.rbench.service.common;

import java.time.Duration;
import java.util.Optional;
import java.util.function.BooleanSupplier;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Ends this service when the process that started it is gone, so a benchmark runner killed with
 * SIGKILL (which cannot clean up) never leaves a service holding a port and CPU behind.
 * <p>
 * The decision ({@link #checkOnce()}) is separate from the polling thread and from the exit action,
 * so it can be tested without ending the test JVM.
 */
public final class ParentWatchdog {
    public static final Duration INTERVAL = Duration.ofMillis(500);
    private static final Logger log = LoggerFactory.getLogger(ParentWatchdog.class);

    private final long parentPid;
    private final BooleanSupplier parentAlive;
    private final Runnable onParentGone;
    private volatile boolean fired;

    public ParentWatchdog(long parentPid, BooleanSupplier parentAlive, Runnable onParentGone) {
        this.parentPid = parentPid;
        this.parentAlive = parentAlive;
        this.onParentGone = onParentGone;
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
        log.warn("rbench-service: parent process {} is gone, exiting", parentPid);
        onParentGone.run();
        return false;
    }

    /** Polls on a daemon thread, which never keeps the JVM alive by itself. */
    public Thread start() {
        return Thread.ofPlatform()
                .name("rbench-parent-watchdog")
                .daemon(true)
                .start(this::pollUntilParentGone);
    }

    private void pollUntilParentGone() {
        try {
            while (checkOnce()) {
                Thread.sleep(INTERVAL);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
