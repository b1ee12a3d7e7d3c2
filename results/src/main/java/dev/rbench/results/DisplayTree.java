package dev.rbench.results;

import java.util.AbstractMap;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * A display tree (the scenario's settings, a stack's config, the service's /info) held as JSON
 * holds it: a long that fits an int becomes an Integer, a Duration or enum its JSON text, and so on.
 * Normalised when a record is made, so a written and re-read results.json is equal to what was written.
 */
final class DisplayTree {

    private static final JsonMapper MAPPER = JsonMapper.builder().build();
    private static final TypeReference<LinkedHashMap<String, Object>> TREE = new TypeReference<>() {
    };

    private DisplayTree() {
    }

    static Map<String, Object> of(Map<String, ?> tree) {
        if (tree == null || tree.isEmpty()) {
            return Map.of();
        }
        if (tree instanceof Normalized done) {
            // Already what this returns: a stack run copied for each new step keeps its configuration as it is.
            return done;
        }
        // Through text, not convertValue: a buffered conversion keeps a long a Long, where reading the file gives an Integer.
        return new Normalized(Collections.unmodifiableMap(MAPPER.readValue(MAPPER.writeValueAsString(tree), TREE)));
    }

    /** A tree this class has normalised; equal to any map of the same entries. */
    private static final class Normalized extends AbstractMap<String, Object> {

        private final Map<String, Object> tree;

        Normalized(Map<String, Object> tree) {
            this.tree = tree;
        }

        @Override
        public Set<Entry<String, Object>> entrySet() {
            return tree.entrySet();
        }
    }
}
