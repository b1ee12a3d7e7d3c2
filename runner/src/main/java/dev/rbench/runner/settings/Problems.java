package dev.rbench.runner.settings;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every problem found in a scenario, each a message that names the input it came from. Binding
 * records the origin of every key it read, by dotted path, so that a range or cross-field check
 * made later, on the bound records, still reports {@code file:line:column}.
 */
public final class Problems {

    private final List<String> messages;
    private final Map<String, Origin> origins;
    private final String prefix;

    public Problems() {
        this(new ArrayList<>(), new HashMap<>(), "");
    }

    private Problems(List<String> messages, Map<String, Origin> origins, String prefix) {
        this.messages = messages;
        this.origins = origins;
        this.prefix = prefix;
    }

    /** The same list, with keys named relative to the block at {@code path}. */
    public Problems under(String path) {
        return new Problems(messages, origins, prefix + path + ".");
    }

    void origin(String key, Origin origin) {
        origins.put(prefix + key, origin);
    }

    /** A problem with the value of {@code key} (relative to this block), reported where it was written. */
    public void add(String key, String problem) {
        String path = prefix + key;
        Origin o = origins.get(path);
        String message = path + ": " + problem;
        messages.add(o == null || o == Origin.DEFAULT ? message : o.describe(message));
    }

    /** A problem reported at an origin that is not a key's value (an unknown key, a whole block). */
    public void at(Origin origin, String problem) {
        messages.add(origin.describe(problem));
    }

    public void check(boolean ok, String key, String problem) {
        if (!ok) {
            add(key, problem);
        }
    }

    public boolean isEmpty() {
        return messages.isEmpty();
    }

    public List<String> messages() {
        return List.copyOf(messages);
    }

    public Map<String, Origin> origins() {
        return Map.copyOf(origins);
    }
}
