package dev.rbench.runner.settings;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The cases of a sealed interface held as a one-of block, by their {@link Case} keys. */
public final class Cases {

    private Cases() {
    }

    /** Key → record class, in the order the interface permits them. */
    public static Map<String, Class<?>> of(Class<?> sealed) {
        if (!sealed.isSealed()) {
            throw new IllegalArgumentException(sealed + " is not sealed");
        }
        Map<String, Class<?>> m = new LinkedHashMap<>();
        for (Class<?> c : sealed.getPermittedSubclasses()) {
            if (c.isInterface() && c.isSealed()) { // a group of cases sharing code, e.g. the rate-based workloads
                m.putAll(of(c));
                continue;
            }
            Case k = c.getAnnotation(Case.class);
            if (k == null) {
                throw new IllegalStateException(c + " lacks @Case");
            }
            m.put(k.value(), c);
        }
        return m;
    }

    public static List<String> keys(Class<?> sealed) {
        return List.copyOf(of(sealed).keySet());
    }

    public static Optional<Class<?>> find(Class<?> sealed, String key) {
        return Optional.ofNullable(of(sealed).get(key));
    }

    /** The case's key of a value. */
    public static String keyOf(Object value) {
        return value.getClass().getAnnotation(Case.class).value();
    }

    /** The case a scenario gets when it leaves the one-of block out. */
    public static String defaultKey(Class<?> sealed) {
        DefaultCase d = sealed.getAnnotation(DefaultCase.class);
        if (d == null) {
            throw new IllegalStateException(sealed + " lacks @DefaultCase");
        }
        return d.value();
    }
}
