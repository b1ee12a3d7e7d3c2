package dev.rbench.service.common.errors;

import java.io.Serial;

/**
 * A {@code --rbench.*} argument is unusable. Thrown while the environment is prepared, before
 * anything starts, and reported as one line by {@link InvalidServicePropertyReporter}.
 */
public class InvalidServicePropertyException extends InvalidValueException {

    @Serial
    private static final long serialVersionUID = 1L;

    private final String requirement;

    public InvalidServicePropertyException(String property, String value, String requirement) {
        super(property, value, "invalid " + property + "='" + value + "': " + requirement, true);
        this.requirement = requirement;
    }

    public String property() {
        return name();
    }

    public String requirement() {
        return requirement;
    }
}
