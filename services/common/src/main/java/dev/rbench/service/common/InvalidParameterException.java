package dev.rbench.service.common;

/** A request parameter broke its rule; both stacks turn this into a 400 {@link ErrorResponse}. */
public class InvalidParameterException extends RuntimeException {
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
