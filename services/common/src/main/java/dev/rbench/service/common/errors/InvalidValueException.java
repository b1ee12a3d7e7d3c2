package dev.rbench.service.common.errors;

import java.io.Serial;

/**
 * A named value that broke its rule: a request parameter ({@link InvalidParameterException}) or a
 * {@code --rbench.*} argument ({@link InvalidServicePropertyException}). Holds the name and the
 * value as given; the message says the rule.
 */
public abstract class InvalidValueException extends RuntimeException {

    @Serial
    private static final long serialVersionUID = 1L;

    private final String name;
    private final String value;

    protected InvalidValueException(String name, String value, String message, boolean stackTrace) {
        super(message, null, stackTrace, stackTrace);
        this.name = name;
        this.value = value;
    }

    protected String name() {
        return name;
    }

    public String value() {
        return value;
    }
}
