package dev.rbench.runner.stack;

import dev.rbench.runner.scenario.DataSettings;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    /** {@code stack[:way][+batch=N]}; see {@link StackVariant}. */
    private static final Pattern VARIANT = Pattern.compile("([a-z]+)(?::([a-z]+))?(?:\\+batch=(\\d{1,7}))?");

    public static Optional<StackDefinition> find(String name) {
        Matcher m = VARIANT.matcher(name);
        if (!m.matches()) {
            return Optional.empty();
        }
        Optional<StackDefinition> base = ALL.stream().filter(s -> s.name().equals(m.group(1))).findFirst();
        if (m.group(2) == null && m.group(3) == null) {
            return base;
        }
        if (m.group(2) != null && !DataSettings.ACCESS_WAYS.contains(m.group(2))) {
            return Optional.empty();
        }
        Integer batch = m.group(3) == null ? null : Integer.valueOf(m.group(3));
        return base.map(b -> new StackVariant(b, m.group(2), batch));
    }

    public static StackDefinition get(String name) {
        return find(name).orElseThrow(() -> new IllegalArgumentException("unknown stack '" + name + "'; valid: " + valid()));
    }

    /** The names and the {@code :way} suffix, for messages. */
    public static String valid() {
        return names() + ", each optionally with :" + String.join("|", DataSettings.ACCESS_WAYS)
                + " and +batch=N on a MongoDB route (e.g. reactive:repository+batch=1000)";
    }

    public static List<String> names() {
        return ALL.stream().map(StackDefinition::name).toList();
    }
}
