package dev.rbench.runner.settings;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Reads a value of a declared type from its text and writes it back, for the types scenario keys
 * have: whole numbers, numbers, booleans, text, durations ({@code 250ms}, {@code 2s}), percentages ({@code 0.1%}), enums (by
 * their lower-case name) and lists of these.
 */
public final class Values {

    private Values() {
    }

    /** The type a component's values (or a list's elements) have. */
    static Class<?> elementType(RecordComponent c) {
        if (c.getType() == List.class) {
            Type arg = ((ParameterizedType) c.getGenericType()).getActualTypeArguments()[0];
            return (Class<?>) arg;
        }
        return c.getType();
    }

    /** The type of a map component's values: {@code Map<String, V>}. */
    static Class<?> mapValueType(RecordComponent c) {
        return (Class<?>) ((ParameterizedType) c.getGenericType()).getActualTypeArguments()[1];
    }

    static Object parse(RecordComponent c, Node.Leaf leaf) {
        Class<?> type = elementType(c);
        if (c.getType() == List.class) {
            List<String> items = leaf.isList() ? leaf.items() : split(leaf.text());
            return items.stream().map(item -> parseOne(type, item.trim())).toList();
        }
        if (leaf.isList()) {
            throw new IllegalArgumentException("expected a single value, not a list");
        }
        return parseOne(type, leaf.text().trim());
    }

    /** A list written as text: {@code [1, 10, 100]} or {@code 1,10,100}. */
    static List<String> split(String text) {
        String t = text.trim();
        String inner = t.startsWith("[") && t.endsWith("]") ? t.substring(1, t.length() - 1) : t;
        return Arrays.stream(inner.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList();
    }

    @SuppressWarnings({"unchecked", "rawtypes"}) // enum constants looked up by the declared component type
    static Object parseOne(Class<?> type, String text) {
        try {
            if (type == int.class || type == Integer.class) {
                return Integer.parseInt(text);
            }
            if (type == long.class || type == Long.class) {
                return Long.parseLong(text);
            }
            if (type == double.class || type == Double.class) {
                double d = Double.parseDouble(text);
                if (!Double.isFinite(d)) {
                    throw new NumberFormatException(text);
                }
                return d;
            }
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a " + (type == double.class || type == Double.class
                    ? "number" : "whole number"));
        }
        if (type == boolean.class || type == Boolean.class) {
            return switch (text.toLowerCase(Locale.ROOT)) {
                case "true" -> true;
                case "false" -> false;
                default -> throw new IllegalArgumentException("'" + text + "' is not true or false");
            };
        }
        if (type == Duration.class) {
            return Durations.parse(text);
        }
        if (type == Percent.class) {
            return Percent.parse(text);
        }
        if (type.isEnum()) {
            for (Object constant : type.getEnumConstants()) {
                if (enumId((Enum<?>) constant).equals(text.toLowerCase(Locale.ROOT))) {
                    return constant;
                }
            }
            throw new IllegalArgumentException("'" + text + "' is not one of " + Arrays.stream(type.getEnumConstants())
                    .map(e -> enumId((Enum<?>) e)).toList());
        }
        if (type == String.class) {
            return text;
        }
        throw new IllegalStateException("no reader for " + type);
    }

    /** 200, or 12.5: a number as a user writes it, without a needless ".0". */
    public static String plain(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }

    /** {@code RAMP_RATE} → {@code ramp-rate}. */
    public static String enumId(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The value as results.json and messages show it: durations as {@code 2s}, enums by id. */
    static Object display(Object v) {
        if (v instanceof Duration d) {
            return Durations.format(d);
        }
        if (v instanceof Enum<?> e) {
            return enumId(e);
        }
        if (v instanceof Percent p) {
            return p.toString();
        }
        if (v instanceof List<?> l) {
            return l.stream().map(Values::display).toList();
        }
        return v;
    }

    /** The value as YAML text, which {@link #parse} reads back to the same value. */
    static String text(Object v) {
        Object d = display(v);
        if (d instanceof List<?> l) {
            return "[" + String.join(", ", l.stream().map(String::valueOf).toList()) + "]";
        }
        return String.valueOf(d);
    }

    /** A number's value for range checks and quick caps; null for anything else. */
    static Long asLong(Object v) {
        if (v instanceof Duration d) {
            return d.toNanos();
        }
        if (v instanceof Number n) {
            return n.longValue();
        }
        return null;
    }
}
