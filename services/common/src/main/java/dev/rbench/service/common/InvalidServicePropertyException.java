package dev.rbench.service.common;

import java.io.Serial;

/**
 * A {@code --rbench.*} argument is unusable. Thrown while the environment is prepared, before
 * anything starts, and reported as one line by {@link InvalidServicePropertyReporter}.
 */
public class InvalidServicePropertyException extends RuntimeException {

    @Serial
    private static final long serialVersionUID = 1L;

    private final String property;
    private final String value;
    private final String requirement;

    public InvalidServicePropertyException(String property, String value, String requirement) {
        super("invalid " + property + "='" + value + "': " + requirement);
        this.property = property;
        this.value = value;
        this.requirement = requirement;
    }

    public String property() {
        return property;
    }

    public String value() {
        return value;
    }

    public String requirement() {
        return requirement;
    }
}
