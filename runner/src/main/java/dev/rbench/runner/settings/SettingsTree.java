package dev.rbench.runner.settings;

import dev.rbench.infra.mongo.RedactedUri;
import java.lang.reflect.RecordComponent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A bound record tree turned back into what was declared: the resolved values as a nested map
 * (results.json's scenario, with only the keys of the chosen cases, every secret redacted and every
 * duration a number of milliseconds under the key with {@code Ms} appended), as a
 * {@link Node.Block} to merge another layer onto, and the list of every key with its description.
 */
public final class SettingsTree {

    private SettingsTree() {
    }

    /** The resolved values, nested as in YAML; one-of blocks hold only the chosen case. */
    public static Map<String, Object> describe(Record r) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (RecordComponent c : r.getClass().getRecordComponents()) {
            Object v = get(c, r);
            Setting s = c.getAnnotation(Setting.class);
            if (v instanceof Map<?, ?> entries) {
                Map<String, Object> described = new LinkedHashMap<>();
                entries.forEach((k, e) -> described.put((String) k, e instanceof Record rec ? describe(rec) : e));
                m.put(c.getName(), described);
            } else if (s != null && v instanceof Duration d) {
                // results.json's numbers carry their unit in the key: delay 2s is delayMs 2000.
                double ms = d.toNanos() / 1e6;
                m.put(c.getName() + "Ms", ms == Math.rint(ms) ? (Object) (long) ms : (Object) ms);
            } else if (s != null) {
                Object shown = Values.display(v);
                m.put(c.getName(), s.secret() && shown instanceof String text && !text.isBlank() ? RedactedUri.redact(text) : shown);
            } else if (v instanceof Record nested && c.getType().isSealed()) {
                m.put(c.getName(), Map.of(Cases.keyOf(nested), describe(nested)));
            } else if (v instanceof Record nested) {
                m.put(c.getName(), describe(nested));
            }
        }
        return m;
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
