package dev.rbench.runner.stack;

import dev.rbench.runner.scenario.DataSettings;
import java.util.List;
import java.util.Optional;

/**
 * The stacks reactive-bench knows, by name; {@code stack:way} names a stack reaching MongoDB one
 * particular way (driver, template or repository), e.g. {@code reactive:repository}.
 */
public final class Stacks {

    private static final List<StackDefinition> ALL = List.of(
            new MvcStack("blocking", false),
            new MvcStack("virtual", true),
            new WebFluxStack());

    private Stacks() {
    }

    public static Optional<StackDefinition> find(String name) {
        int colon = name.indexOf(':');
        if (colon > 0) {
            String way = name.substring(colon + 1);
            if (!DataSettings.ACCESS_WAYS.contains(way)) {
                return Optional.empty();
            }
            return find(name.substring(0, colon)).map(base -> new AccessVariant(base, way));
        }
        return ALL.stream().filter(s -> s.name().equals(name)).findFirst();
    }

    public static StackDefinition get(String name) {
        return find(name).orElseThrow(() -> new IllegalArgumentException("unknown stack '" + name + "'; valid: " + valid()));
    }

    /** The names and the {@code :way} suffix, for messages. */
    public static String valid() {
        return names() + ", each optionally with :" + String.join("|", DataSettings.ACCESS_WAYS) + " on a MongoDB route";
    }

    public static List<String> names() {
        return ALL.stream().map(StackDefinition::name).toList();
    }
}
