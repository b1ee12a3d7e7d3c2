package dev.rbench.loadgen;

import java.io.Serial;

/** A step cannot be run as configured on this machine (e.g. open-file limit too low, unresolvable host). */
public class LoadGenException extends RuntimeException {

    @Serial
    private static final long serialVersionUID = 1L;

    public LoadGenException(String message) {
        super(message);
    }

    public LoadGenException(String message, Throwable cause) {
        super(message, cause);
    }
}
