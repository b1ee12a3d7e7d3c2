package dev.rbench.runner.settings;

import dev.rbench.infra.mongo.RedactedUri;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * A bound record tree turned back into what was declared: the resolved values as a nested map
 * (results.json's scenario, with only the keys of the chosen cases, every secret redacted and every
 * duration a number of milliseconds under the key with {@code Ms} appended, every percentage a number under the key
 * with {@code Percent} appended), as a
 * {@link Node.Block} to merge another layer onto, and the list of every key with its description.
 */
public final class SettingsTree {

    private SettingsTree() {
    }

    /**
     * The resolved values that apply to the run, nested as in YAML: one-of blocks hold only the chosen case, and a
     * key at its {@link Setting#off()} value, one whose {@link Setting#onlyWhen()} test says no or whose
     * {@link Setting#onlyWith()} key does not apply, blank text, a block that {@link Applies does not apply} and a
     * block or map left empty are not there.
     */
    public static Map<String, Object> describe(Record r) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (RecordComponent c : r.getClass().getRecordComponents()) {
            Object v = get(c, r);
            Setting s = c.getAnnotation(Setting.class);
            if (s != null && !applies(r, c)) {
                continue;
            }
            if (v instanceof Map<?, ?> entries) {
                Map<String, Object> described = new LinkedHashMap<>();
                entries.forEach((k, e) -> {
                    if (!(e instanceof Applies block) || block.applies()) {
                        described.put((String) k, e instanceof Record rec ? describe(rec) : e);
                    }
                });
                if (!described.isEmpty()) {
                    m.put(c.getName(), described);
                }
            } else if (s != null && v instanceof Duration d) {
                // results.json's numbers carry their unit in the key: delay 2s is delayMs 2000.
                double ms = d.toNanos() / 1e6;
                m.put(c.getName() + "Ms", ms == Math.rint(ms) ? (Object) (long) ms : (Object) ms);
            } else if (s != null && v instanceof Percent p) {
                m.put(c.getName() + "Percent", p.value());
            } else if (s != null) {
                Object shown = Values.display(v);
                m.put(c.getName(), s.secret() && shown instanceof String text && !text.isBlank() ? RedactedUri.redact(text) : shown);
            } else if (v instanceof Record nested && c.getType().isSealed()) {
                m.put(c.getName(), Map.of(Cases.keyOf(nested), describe(nested)));
            } else if (v instanceof Record nested && (!(nested instanceof Applies block) || block.applies())) {
                Map<String, Object> described = describe(nested);
                if (!described.isEmpty()) {
                    m.put(c.getName(), described);
                }
            }
        }
        return m;
    }

    /** Whether the key {@code c} of {@code r} acts on the run: not blank, not off, its onlyWhen test and onlyWith key agreeing. */
    static boolean applies(Record r, RecordComponent c) {
        Setting s = c.getAnnotation(Setting.class);
        Object v = get(c, r);
        if (v instanceof String text && text.isBlank()) {
            return false;
        }
        if (!s.off().isEmpty() && Values.parse(c, Node.Leaf.scalar(s.off(), Origin.DEFAULT)).equals(v)) {
            return false;
        }
        if (!s.onlyWhen().isEmpty() && !onlyWhen(c, r.getClass()).test(r)) {
            return false;
        }
        return s.onlyWith().isEmpty() || applies(r, onlyWith(c, r.getClass()));
    }

    /** The key {@code c} acts only with, as {@link Setting#onlyWith()} names it; a name that is no key of {@code type} is a bug. */
    public static RecordComponent onlyWith(RecordComponent c, Class<?> type) {
        String name = c.getAnnotation(Setting.class).onlyWith();
        return Arrays.stream(type.getRecordComponents())
                .filter(other -> other.getName().equals(name) && other.getAnnotation(Setting.class) != null).findFirst()
                .orElseThrow(() -> new IllegalStateException(c + " is declared onlyWith '" + name + "', which is no key of "
                        + type.getSimpleName()));
    }

    /** The test {@link Setting#onlyWhen()} names for {@code c}; a name that is no boolean method of {@code type} is a bug. */
    public static Predicate<Object> onlyWhen(RecordComponent c, Class<?> type) {
        String name = c.getAnnotation(Setting.class).onlyWhen();
        Method test;
        try {
            test = type.getMethod(name);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(c + " is declared onlyWhen '" + name + "', which is no method of " + type.getSimpleName(), e);
        }
        if (test.getReturnType() != boolean.class) {
            throw new IllegalStateException(c + " is declared onlyWhen '" + name + "', which does not answer true or false");
        }
        return r -> {
            try {
                return (Boolean) test.invoke(r);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot ask " + name + " of " + type.getSimpleName(), e);
            }
        };
    }

    /**
     * The values as a tree again, each with the origin binding recorded for it, so that a layer
     * merged on top (the quick block, flags) is checked as if it had been written together.
     */
    public static Node.Block toBlock(Record r, Map<String, Origin> origins) {
        return toBlock(r, origins, "");
    }

    private static Node.Block toBlock(Record r, Map<String, Origin> origins, String prefix) {
        Node.Block b = new Node.Block(Origin.DEFAULT);
        for (RecordComponent c : r.getClass().getRecordComponents()) {
            Object v = get(c, r);
            String path = prefix + c.getName();
            Origin o = origins.getOrDefault(path, Origin.DEFAULT);
            if (c.getAnnotation(Setting.class) != null && !(v instanceof Map)) {
                b.put(c.getName(), leaf(v, o));
            } else if (v instanceof Map<?, ?> entries) {
                Node.Block named = new Node.Block(o);
                entries.forEach((k, e) -> {
                    Origin eo = origins.getOrDefault(path + "." + k, o);
                    named.put((String) k, e instanceof Record rec ? toBlock(rec, origins, path + "." + k + ".")
                            : Node.Leaf.scalar(String.valueOf(e), eo), eo);
                });
                b.put(c.getName(), named, o);
            } else if (v instanceof Record nested && c.getType().isSealed()) {
                String key = Cases.keyOf(nested);
                Node.Block one = new Node.Block(o);
                one.put(key, toBlock(nested, origins, path + "." + key + "."), o);
                b.put(c.getName(), one, o);
            } else if (v instanceof Record nested) {
                b.put(c.getName(), toBlock(nested, origins, path + "."), o);
            }
        }
        return b;
    }

    static Node.Leaf leaf(Object v, Origin o) {
        Object d = Values.display(v);
        if (d instanceof List<?> l) {
            return Node.Leaf.list(l.stream().map(String::valueOf).toList(), o);
        }
        return Node.Leaf.scalar(String.valueOf(d), o);
    }

    /**
     * One key as declared: its dotted path, default, description, flag and environment variable
     * (empty when it has none), and the type of its value (of each element for a list).
     */
    public record KeyDoc(String path, String defaultValue, String doc, String flag, String env, Class<?> type, boolean list) {

        /** Whether the key lies in the chosen case of every one-of block on its path ({@code cases}: block → case). */
        public boolean within(Map<String, String> cases) {
            String[] parts = path.split("\\.");
            return parts.length < 3 || !cases.containsKey(parts[0]) || cases.get(parts[0]).equals(parts[1]);
        }
    }

    /** Every key a {@code type} block may hold, with the cases of each one-of block spelled out. */
    public static List<KeyDoc> keys(Class<?> type) {
        List<KeyDoc> docs = new ArrayList<>();
        keys(type, "", docs);
        return docs;
    }

    private static void keys(Class<?> type, String prefix, List<KeyDoc> docs) {
        for (RecordComponent c : type.getRecordComponents()) {
            Setting s = c.getAnnotation(Setting.class);
            if (s != null && c.getType() == Map.class) {
                // Names the user chooses, each a text: env: {NAME: value}.
                docs.add(new KeyDoc(prefix + c.getName() + ".*", s.value(), s.doc(), s.flag(), s.env(), String.class, false));
            } else if (s != null) {
                docs.add(new KeyDoc(prefix + c.getName(), s.value(), s.doc(), s.flag(), s.env(), Values.elementType(c),
                        c.getType() == List.class));
            } else if (c.getType() == Map.class && Values.mapValueType(c).isRecord()) {
                // Each entry is named by the user: its keys are listed once, under "*".
                keys(Values.mapValueType(c), prefix + c.getName() + ".*.", docs);
            } else if (c.getType().isSealed()) {
                Cases.of(c.getType()).forEach((key, caseType) -> keys(caseType, prefix + c.getName() + "." + key + ".", docs));
            } else if (c.getType().isRecord()) {
                keys(c.getType(), prefix + c.getName() + ".", docs);
            }
        }
    }

    /**
     * The resolved value at a key's dotted path ({@code serverThreads}, {@code limits.cpus},
     * {@code backend.mongo.poolSize}: a one-of block's case is named as in YAML); empty when the
     * scenario holds no such key, or another case of its block. A secret comes redacted.
     */
    public static Optional<Object> value(Record r, List<String> path) {
        Object at = r;
        for (String key : path) {
            if (at instanceof Map<?, ?> entries) {
                at = entries.get(key);
            } else if (at instanceof Record rec && rec.getClass().isAnnotationPresent(Case.class) && Cases.keyOf(rec).equals(key)) {
                continue;
            } else if (at instanceof Record rec) {
                at = java.util.Arrays.stream(rec.getClass().getRecordComponents()).filter(c -> c.getName().equals(key))
                        .findFirst().map(c -> shown(c, get(c, rec))).orElse(null);
            } else {
                at = null;
            }
            if (at == null) {
                return Optional.empty();
            }
        }
        return Optional.of(at);
    }

    /** A component's value as it may be shown: a secret's redacted, as results.json records it. */
    private static Object shown(RecordComponent c, Object v) {
        Setting s = c.getAnnotation(Setting.class);
        return s != null && s.secret() && v instanceof String text && !text.isBlank() ? RedactedUri.redact(text) : v;
    }

    static Object get(RecordComponent c, Record r) {
        try {
            var accessor = c.getAccessor();
            accessor.setAccessible(true);
            return accessor.invoke(r);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read " + c, e);
        }
    }
}
