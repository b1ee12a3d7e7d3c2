package dev.rbench.service.common;

import java.time.Duration;

/** Ends the JVM even if an orderly shutdown hangs. */
public final class JvmExit {
    public static final int PARENT_GONE_STATUS = 3;
    public static final Duration HALT_AFTER = Duration.ofSeconds(5);

    private JvmExit() {
    }

    /**
     * Runs the shutdown hooks (Spring closes the context, the server releases its port) via
     * {@link System#exit}; if that has not finished after {@code haltAfter}, halts outright.
     */
    public static void exitOrHalt(int status, Duration haltAfter) {
        Thread.ofPlatform().name("rbench-exit-deadline").daemon(true).start(() -> {
            try {
                Thread.sleep(haltAfter);
            } catch (InterruptedException e) {
                return;
            }
            Runtime.getRuntime().halt(status);
        });
        System.exit(status);
    }
}
