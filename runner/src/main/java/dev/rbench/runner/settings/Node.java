package dev.rbench.runner.settings;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A scenario as written, before it is bound to records: YAML's tree (or flags put into the same
 * shape), every value with its {@link Origin}. Layers (a preset, its quick block, flags) are merged
 * as trees, so a problem found after merging still points at the input that set the value.
 */
public sealed interface Node {

    Origin origin();

    /** A scalar, or a list of scalars ({@code items} non-null). */
    record Leaf(String text, List<String> items, Origin origin) implements Node {

        public static Leaf scalar(String text, Origin origin) {
            return new Leaf(text, null, origin);
        }

        public static Leaf list(List<String> items, Origin origin) {
            return new Leaf(null, List.copyOf(items), origin);
        }

        /** A value as typed on a command line: {@code [1, 10]} is a list, anything else a scalar. */
        public static Leaf parse(String text, Origin origin) {
            String t = text.trim();
            return t.startsWith("[") ? list(Values.split(t), origin) : scalar(t, origin);
        }

        public boolean isList() {
            return items != null;
        }

        /** The text a parser reads: a scalar, or a list's items joined by commas. */
        public String joined() {
            return isList() ? String.join(",", items) : text;
        }
    }

    /** A mapping of keys to nodes, in the order written. */
    final class Block implements Node {

        private final Map<String, Node> entries = new LinkedHashMap<>();
        private final Map<String, Origin> keyOrigins = new LinkedHashMap<>();
        private final Origin origin;

        public Block(Origin origin) {
            this.origin = origin;
        }

        @Override
        public Origin origin() {
            return origin;
        }

        public Map<String, Node> entries() {
            return entries;
        }

        /** Where the key itself was written (for an unknown key); the value's origin otherwise. */
        public Origin keyOrigin(String key) {
            Origin o = keyOrigins.get(key);
            return o != null ? o : entries.containsKey(key) ? entries.get(key).origin() : origin;
        }

        public Block put(String key, Node value, Origin keyOrigin) {
            entries.put(key, value);
            keyOrigins.put(key, keyOrigin);
            return this;
        }

        public Block put(String key, Node value) {
            return put(key, value, value.origin());
        }

        public Node get(String key) {
            return entries.get(key);
        }

        public Node remove(String key) {
            keyOrigins.remove(key);
            return entries.remove(key);
        }

        /** The block under {@code key}, made empty when absent (or replaced when a scalar stood there). */
        public Block child(String key, Origin o) {
            if (entries.get(key) instanceof Block b) {
                return b;
            }
            Block b = new Block(o);
            put(key, b, o);
            return b;
        }

        /** Sets the value at a dotted path, making the blocks on the way. */
        public void set(List<String> path, Node value) {
            Block b = this;
            for (String key : path.subList(0, path.size() - 1)) {
                b = b.child(key, value.origin());
            }
            b.put(path.getLast(), value);
        }

        /** Merges {@code top} over this block: its leaves win, its blocks merge key by key. */
        public void overlay(Block top) {
            top.entries.forEach((key, value) -> {
                if (value instanceof Block tb && entries.get(key) instanceof Block mine) {
                    mine.overlay(tb);
                } else {
                    put(key, copy(value), top.keyOrigin(key));
                }
            });
        }

        public Block copy() {
            return (Block) copy(this);
        }

        private static Node copy(Node n) {
            if (n instanceof Block b) {
                Block c = new Block(b.origin);
                b.entries.forEach((k, v) -> c.put(k, copy(v), b.keyOrigin(k)));
                return c;
            }
            return n;
        }

        public List<String> keys() {
            return new ArrayList<>(entries.keySet());
        }
    }
}
