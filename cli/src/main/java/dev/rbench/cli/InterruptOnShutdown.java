package dev.rbench.cli;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Turns Ctrl-C (SIGINT) and a plain kill (SIGTERM) of rbench into an interrupt of the running
 * benchmark: the JVM's shutdown hook interrupts the thread that runs it and waits, for at most
 * {@link #GRACE}, until that thread has recorded what it measured, marked the rest not run and
 * rendered the report. ChildProcesses' own hook stops the services meanwhile, whatever happens here.
 */
final class InterruptOnShutdown implements AutoCloseable {

    /** Long enough to write results.json and render the report of a long run; short of a user's patience. */
    static final Duration GRACE = Duration.ofSeconds(20);

    private final Thread worker = Thread.currentThread();
    private final CountDownLatch finished = new CountDownLatch(1);
    private final Thread hook = new Thread(this::interruptAndWait, "rbench-interrupt-run");

    InterruptOnShutdown() {
        Runtime.getRuntime().addShutdownHook(hook);
    }

    private void interruptAndWait() {
        worker.interrupt();
        try {
            finished.await(GRACE.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The run is over (returned or threw): the hook has nothing left to wait for. */
    @Override
    public void close() {
        finished.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // The hook is running (or ran): it returns now that the latch is open.
        }
    }
}
