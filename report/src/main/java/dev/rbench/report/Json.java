package dev.rbench.report;

import tools.jackson.databind.JsonNode;

/**
 * Lenient reads from the results.json tree. The file is a contract between modules that evolve
 * separately, so a missing key, an explicit {@code null} or a value of the wrong type is treated
 * as "absent" rather than as an error: the report shows a gap instead of refusing to render.
 */
final class Json {

    private Json() {
    }

    /** Follows {@code keys} from {@code node}; never null (a MissingNode when absent). */
    static JsonNode at(JsonNode node, String... keys) {
        JsonNode current = node;
        for (String key : keys) {
            if (current == null) {
                break;
            }
            current = current.path(key);
        }
        return current;
    }

    /** The number at {@code keys}, or null when absent, null or not a number. */
    static Double num(JsonNode node, String... keys) {
        JsonNode value = at(node, keys);
        return value != null && value.isNumber() ? value.doubleValue() : null;
    }

    /** The scalar at {@code keys} as text, or null when absent or null. Arrays/objects print as JSON. */
    static String text(JsonNode node, String... keys) {
        JsonNode value = at(node, keys);
        return display(value);
    }

    /** A node as a human-readable string: scalars plainly, containers as compact JSON, absent as null. */
    static String display(JsonNode value) {
        if (value == null || value.isMissingNode() || value.isNull()) {
            return null;
        }
        if (value.isString() || value.isNumber() || value.isBoolean()) {
            return value.asString();
        }
        return value.toString();
    }

    static boolean bool(JsonNode node, String key, boolean fallback) {
        JsonNode value = at(node, key);
        return value.isBoolean() ? value.booleanValue() : fallback;
    }
}
