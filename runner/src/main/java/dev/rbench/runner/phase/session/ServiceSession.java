package dev.rbench.runner.phase.session;

import dev.rbench.results.Startup;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * A stack's service for the length of its phases: started once, started again when it died (a
 * step's out-of-memory exit must not cost the stack's later steps), and stopped by the runner in
 * {@code finally} whatever happened. Failures are {@link dev.rbench.runner.failure.ServiceException}s.
 */
public interface ServiceSession extends AutoCloseable {

    void start() throws InterruptedException;

    /** Starts the service again if it died; says how it died, empty when it was running. */
    Optional<String> restartIfDead() throws InterruptedException;

    /**
     * How the service's first start went ({@code runs[].startup}): empty before it started, and where the session cannot
     * say (a fake).
     */
    default Optional<Startup> startup() {
        return Optional.empty();
    }

    /** The service's resident memory now, its process tree's, in MB; empty where it cannot be read. */
    default OptionalDouble rssMb() {
        return OptionalDouble.empty();
    }

    /** Stops the service if one runs; safe to call twice. */
    @Override
    void close();
}
