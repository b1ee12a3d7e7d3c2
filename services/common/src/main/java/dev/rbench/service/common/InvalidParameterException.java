package dev.rbench.service.common;

import java.io.Serial;

/** A request parameter broke its rule; both stacks turn this into a 400 {@link ErrorResponse}. */
public class InvalidParameterException extends RuntimeException {

    @Serial
    private static final long serialVersionUID = 1L;

    private final String parameter;
    private final String value;

    public InvalidParameterException(String parameter, String value, String message) {
        // No stack trace: this is a client error on a hot path, not a bug worth the capture cost.
        super(message, null, false, false);
        this.parameter = parameter;
        this.value = value;
    }

    public String parameter() {
        return parameter;
    }

    public String value() {
        return value;
    }
}
