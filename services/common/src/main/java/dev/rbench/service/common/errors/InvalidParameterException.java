package dev.rbench.service.common.errors;

import java.io.Serial;

/** A request parameter broke its rule; both stacks turn this into a 400 {@link ErrorResponse}. */
public class InvalidParameterException extends InvalidValueException {

    @Serial
    private static final long serialVersionUID = 1L;

    public InvalidParameterException(String parameter, String value, String message) {
        // No stack trace: this is a client error on a hot path, not a bug worth the capture cost.
        super(parameter, value, message, false);
    }

    public String parameter() {
        return name();
    }
}
