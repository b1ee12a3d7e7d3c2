package dev.rbench.runner.settings;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Binds a {@link Node.Block} to a record tree: each {@link Setting} component from its key (or its
 * declared default), each nested record from its block, each sealed interface from a one-of block
 * naming one {@link Case}. Every problem — an unknown key, a value of the wrong type, a number out
 * of range, a key that does not belong to the chosen case, a broken cross-field rule — is collected
 * with the origin of the input, and binding goes on with the default so that all are reported at once.
 */
public final class Binder {

    private Binder() {
    }

    /** Binds {@code block} as a {@code type}; {@code fixed} gives components that are not settings (by name). */
    public static <R extends Record> R bind(Class<R> type, Node.Block block, Problems problems, Map<String, Object> fixed) {
        return type.cast(bindRecord(type, block, problems, fixed));
    }

    private static Object bindRecord(Class<?> type, Node.Block block, Problems problems, Map<String, Object> fixed) {
        RecordComponent[] components = type.getRecordComponents();
        Object[] args = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            RecordComponent c = components[i];
            String key = c.getName();
            if (fixed.containsKey(key)) {
                args[i] = fixed.get(key);
            } else if (c.getType() == Map.class) {
                args[i] = bindMap(c, block.get(key), problems);
            } else if (c.getAnnotation(Setting.class) != null) {
                args[i] = bindSetting(c, block.get(key), problems);
            } else if (c.getType().isSealed()) {
                args[i] = bindOneOf(c.getType(), key, block.get(key), problems);
            } else if (c.getType().isRecord()) {
                Node n = block.get(key);
                Node.Block inner = blockOf(key, n, problems);
                problems.origin(key, n == null ? Origin.DEFAULT : n.origin());
                args[i] = bindRecord(c.getType(), inner, problems.under(key), Map.of());
            } else {
                throw new IllegalStateException(type.getSimpleName() + "." + key + " is neither a @Setting, a record nor sealed");
            }
        }
        List<String> known = Arrays.stream(components).map(RecordComponent::getName).filter(n -> !fixed.containsKey(n)).toList();
        for (String key : block.keys()) {
            if (!known.contains(key)) {
                problems.at(block.keyOrigin(key), "unknown key '" + key + "'"
                        + Suggest.closest(key, known).map(k -> "; did you mean '" + k + "'?").orElse("")
                        + "\n  valid keys here: " + String.join(", ", known));
            }
        }
        Object value = construct(type, args);
        if (value instanceof Validated v) {
            v.validate(problems);
        }
        return value;
    }

    private static Node.Block blockOf(String key, Node n, Problems problems) {
        if (n == null) {
            return new Node.Block(Origin.DEFAULT);
        }
        if (n instanceof Node.Block b) {
            return b;
        }
        problems.at(n.origin(), key + ": expected a block of key: value");
        return new Node.Block(n.origin());
    }

    /**
     * A block of named entries, each a text ({@code env: {PORT: "{port}"}}) or a record bound like
     * any nested block ({@code variants: {platform: {threads: 200}}}), in the order written.
     */
    private static Object bindMap(RecordComponent c, Node n, Problems problems) {
        String key = c.getName();
        Node.Block block = blockOf(key, n, problems);
        problems.origin(key, n == null ? Origin.DEFAULT : n.origin());
        Class<?> valueType = Values.mapValueType(c);
        Map<String, Object> m = new java.util.LinkedHashMap<>();
        for (String name : block.keys()) {
            Node entry = block.get(name);
            problems.under(key).origin(name, entry.origin());
            if (valueType.isRecord()) {
                m.put(name, bindRecord(valueType, blockOf(key + "." + name, entry, problems), problems.under(key + "." + name),
                        Map.of()));
            } else if (entry instanceof Node.Leaf leaf && !leaf.isList()) {
                m.put(name, leaf.text());
            } else {
                problems.at(entry.origin(), key + "." + name + ": expected a plain value");
            }
        }
        return java.util.Collections.unmodifiableMap(m);
    }

    /**
     * A one-of block: {@code {closed: {users: [10]}}}; a bare scalar names a case with its
     * defaults ({@code workload: burst}); absent = the interface's {@link DefaultCase}.
     */
    private static Object bindOneOf(Class<?> sealed, String key, Node n, Problems problems) {
        Map<String, Class<?>> cases = Cases.of(sealed);
        String chosen = Cases.defaultKey(sealed);
        Node.Block inner = new Node.Block(Origin.DEFAULT);
        Origin origin = Origin.DEFAULT;
        if (n instanceof Node.Leaf leaf && !leaf.isList()) {
            chosen = leaf.text().trim();
            origin = leaf.origin();
        } else if (n instanceof Node.Block b) {
            origin = b.origin();
            if (b.keys().size() != 1) {
                problems.at(b.origin(), key + ": give exactly one of " + cases.keySet() + (b.keys().isEmpty() ? ""
                        : ", not " + b.keys()));
            }
            if (!b.keys().isEmpty()) {
                chosen = b.keys().getFirst();
                origin = b.keyOrigin(chosen);
                inner = blockOf(key + "." + chosen, b.get(chosen), problems);
            }
        } else if (n != null) {
            problems.at(n.origin(), key + ": expected one of " + cases.keySet() + ", not a list");
        }
        Class<?> type = cases.get(chosen);
        if (type == null) {
            problems.at(origin, key + ": unknown '" + chosen + "'"
                    + Suggest.closest(chosen, List.copyOf(cases.keySet())).map(k -> "; did you mean '" + k + "'?").orElse("")
                    + "; valid: " + String.join(", ", cases.keySet()));
            chosen = Cases.defaultKey(sealed);
            type = cases.get(chosen);
            inner = new Node.Block(Origin.DEFAULT);
        }
        problems.origin(key, origin);
        return bindRecord(type, inner, problems.under(key + "." + chosen), Map.of());
    }

    private static Object bindSetting(RecordComponent c, Node n, Problems problems) {
        Setting s = c.getAnnotation(Setting.class);
        String key = c.getName();
        Object fallback = Values.parse(c, Node.Leaf.scalar(s.value(), Origin.DEFAULT));
        if (n == null) {
            problems.origin(key, Origin.DEFAULT);
            return fallback;
        }
        problems.origin(key, n.origin());
        if (!(n instanceof Node.Leaf leaf)) {
            problems.add(key, "expected " + s.doc() + ", not a block");
            return fallback;
        }
        Object value;
        try {
            value = Values.parse(c, leaf);
        } catch (IllegalArgumentException e) {
            problems.add(key, e.getMessage() + " (expected " + s.doc() + ")");
            return fallback;
        }
        List<?> each = value instanceof List<?> l ? l : List.of(value);
        for (Object v : each) {
            Long number = v instanceof Number ? Values.asLong(v) : null;
            boolean fraction = v instanceof Double d && (d < s.min() || d > s.max());
            if ((number != null && (number < s.min() || number > s.max())) || fraction) {
                problems.add(key, v + " is outside " + bound(s.min()) + ".." + bound(s.max()));
                return fallback;
            }
        }
        return value;
    }

    private static String bound(long v) {
        return v == Long.MIN_VALUE ? "" : v == Long.MAX_VALUE ? "" : Long.toString(v);
    }

    private static Object construct(Class<?> type, Object[] args) {
        try {
            Class<?>[] types = Arrays.stream(type.getRecordComponents()).map(RecordComponent::getType).toArray(Class<?>[]::new);
            var ctor = type.getDeclaredConstructor(types);
            ctor.setAccessible(true);
            return ctor.newInstance(args);
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot construct " + type, e);
        }
    }
}
