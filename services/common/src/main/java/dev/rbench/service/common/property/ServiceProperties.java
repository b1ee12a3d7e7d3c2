package dev.rbench.service.common.property;

import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.errors.InvalidServicePropertyException;
import java.util.Locale;
import java.util.Set;
import org.springframework.core.env.PropertyResolver;

/**
 * Strict readers for {@code rbench.*} properties. Strict because a typo in a benchmark argument
 * that silently falls back to a default produces a plausible but wrong measurement.
 */
public final class ServiceProperties {
    public static final String PORT_FILE = ServiceProperty.PORT_FILE;
    public static final String PARENT_PID = ServiceProperty.PARENT_PID;

    private ServiceProperties() {
    }

    /** The property as an int in [min, max], or {@code defaultValue} when it is absent. */
    public static int intInRange(PropertyResolver env, String name, int defaultValue, int min, int max) {
        String raw = env.getProperty(name);
        if (raw == null) {
            return defaultValue;
        }
        String requirement = "must be an integer between " + min + " and " + max;
        long value;
        try {
            value = Long.parseLong(raw.trim());
        } catch (NumberFormatException e) {
            throw new InvalidServicePropertyException(name, raw, requirement);
        }
        if (value < min || value > max) {
            throw new InvalidServicePropertyException(name, raw, requirement);
        }
        return (int) value;
    }

    /** The property as a positive long, or {@code null} when it is absent. */
    public static Long positiveLong(PropertyResolver env, String name) {
        String raw = env.getProperty(name);
        if (raw == null) {
            return null;
        }
        try {
            long value = Long.parseLong(raw.trim());
            if (value > 0) {
                return value;
            }
        } catch (NumberFormatException e) {
            // fall through to the common error
        }
        throw new InvalidServicePropertyException(name, raw, "must be a positive integer");
    }

    /** The property, lower-cased, which must be one of {@code allowed}; {@code defaultValue} when absent. */
    public static String oneOf(PropertyResolver env, String name, String defaultValue, Set<String> allowed) {
        String raw = env.getProperty(name);
        if (raw == null) {
            return defaultValue;
        }
        String value = raw.trim().toLowerCase(Locale.ROOT);
        if (!allowed.contains(value)) {
            throw new InvalidServicePropertyException(name, raw,
                    "must be one of " + String.join(", ", allowed.stream().sorted().toList()));
        }
        return value;
    }
}
