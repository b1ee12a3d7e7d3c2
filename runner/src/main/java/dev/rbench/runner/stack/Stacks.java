package dev.rbench.runner.stack;

import java.util.List;
import java.util.Optional;

/** The stacks reactive-bench knows, by name. */
public final class Stacks {

    private static final List<StackDefinition> ALL = List.of(
            new MvcStack("blocking", false),
            new MvcStack("virtual", true),
            new WebFluxStack());

    private Stacks() {
    }

    public static Optional<StackDefinition> find(String name) {
        return ALL.stream().filter(s -> s.name().equals(name)).findFirst();
    }

    public static StackDefinition get(String name) {
        return find(name).orElseThrow(() -> new IllegalArgumentException("unknown stack '" + name + "'; valid: " + names()));
    }

    public static List<String> names() {
        return ALL.stream().map(StackDefinition::name).toList();
    }
}
