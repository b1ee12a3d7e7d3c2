package dev.rbench.loadgen;

/** A step cannot be run as configured on this machine (e.g. open-file limit too low, unresolvable host). */
public class LoadGenException extends RuntimeException {

    public LoadGenException(String message) {
        super(message);
    }

    public LoadGenException(String message, Throwable cause) {
        super(message, cause);
    }
}
