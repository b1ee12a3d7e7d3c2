package dev.rbench.report;

import java.util.Collection;
import java.util.Map;

import tools.jackson.databind.json.JsonMapper;

/**
 * Values of results.json's display trees (the scenario's {@code settings}, a stack's {@code config},
 * the service's {@code /info}) as text: shown, never computed from.
 */
final class Display {

    private static final JsonMapper COMPACT = JsonMapper.builder().build();

    private Display() {
    }

    /** Scalars plainly, lists and maps as compact JSON, null as null. */
    static String text(Object value) {
        if (value == null) {
            return null;
        }
        if (value instanceof Collection<?> || value instanceof Map<?, ?>) {
            return COMPACT.writeValueAsString(value);
        }
        return value.toString();
    }

    /** A list's items joined by ", " (each shown as {@link #text}); any other value as {@link #text}. */
    static String joined(Object value) {
        if (value instanceof Collection<?> items) {
            StringBuilder joined = new StringBuilder();
            for (Object item : items) {
                if (!joined.isEmpty()) {
                    joined.append(", ");
                }
                joined.append(Headline.orDash(text(item)));
            }
            return joined.toString();
        }
        return Headline.orDash(text(value));
    }
}
