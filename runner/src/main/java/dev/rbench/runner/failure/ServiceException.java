package dev.rbench.runner.failure;

import java.io.Serial;

/** A service that could not be started, verified or reached; recorded as the run's failure. */
public final class ServiceException extends RuntimeException {

    @Serial
    private static final long serialVersionUID = 1L;

    public ServiceException(String message) {
        super(message);
    }
}
