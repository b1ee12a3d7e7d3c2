package dev.rbench.runner.service;

/** A service that could not be started, verified or reached; recorded as the run's failure. */
public final class ServiceException extends RuntimeException {
    public ServiceException(String message) {
        super(message);
    }
}
