package dev.rbench.report;

import java.util.Collection;
import java.util.LinkedHashMap;
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

    /**
     * A nested settings tree as dotted keys in order: {@code {workload: {burst: {users: [1]}}}} is
     * {@code workload.burst.users}; a one-of block with no keys of its own ({@code backend: {none: {}}})
     * is {@code backend = none}.
     */
    static Map<String, Object> flatten(Map<String, ?> tree) {
        Map<String, Object> out = new LinkedHashMap<>();
        flatten("", tree, out);
        return out;
    }

    private static void flatten(String prefix, Map<String, ?> tree, Map<String, Object> out) {
        tree.forEach((key, value) -> {
            if (value instanceof Map<?, ?> m && m.isEmpty()) {
                out.put(prefix.isEmpty() ? key : prefix.substring(0, prefix.length() - 1), prefix.isEmpty() ? "" : key);
            } else if (value instanceof Map<?, ?> m) {
                @SuppressWarnings("unchecked") // a settings tree's blocks are maps keyed by name
                Map<String, ?> block = (Map<String, ?>) m;
                flatten(prefix + key + ".", block, out);
            } else {
                out.put(prefix + key, value);
            }
        });
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
