package dev.rbench.runner.phase.session;

import java.util.Optional;

/**
 * A stack's service for the length of its phases: started once, started again when it died (a
 * step's out-of-memory exit must not cost the stack's later steps), and stopped by the runner in
 * {@code finally} whatever happened. Failures are {@link dev.rbench.runner.failure.ServiceException}s.
 */
public interface ServiceSession extends AutoCloseable {

    void start() throws InterruptedException;

    /** Starts the service again if it died; says how it died, empty when it was running. */
    Optional<String> restartIfDead() throws InterruptedException;

    /** Stops the service if one runs; safe to call twice. */
    @Override
    void close();
}
