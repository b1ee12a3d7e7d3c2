package dev.rbench.runner.stack;

import dev.rbench.runner.backend.Backend;
import dev.rbench.runner.backend.MongoAccess;
import dev.rbench.runner.backend.PostgresDriver;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The stacks reactive-bench knows, by name; {@code stack:way} names a stack reaching MongoDB one
 * particular way (driver, template or repository), e.g. {@code reactive:repository}, and
 * {@code reactive:jdbc} the reactive stack reading PostgreSQL with JDBC instead of R2DBC.
 */
public final class Stacks {

    private static final List<StackDefinition> ALL = List.of(
            new MvcStack("blocking", false),
            new MvcStack("virtual", true),
            new WebFluxStack("reactive", false),
            new WebFluxStack("virtual-netty", true));

    private Stacks() {
    }

    /** {@code stack[:way][+batch=N]}; see {@link StackVariant}. */
    private static final Pattern VARIANT = Pattern.compile("([a-z]+(?:-[a-z]+)?)(?::([a-z]+))?(?:\\+batch=(\\d{1,7}))?");

    public static Optional<StackDefinition> find(String name) {
        Matcher m = VARIANT.matcher(name);
        if (!m.matches()) {
            return Optional.empty();
        }
        Optional<StackDefinition> base = ALL.stream().filter(s -> s.name().equals(m.group(1))).findFirst();
        String way = m.group(2);
        if (way == null && m.group(3) == null) {
            return base;
        }
        // The :way is a MongoDB access way, or jdbc; r2dbc is no variant (it is WebFlux's own driver).
        Optional<PostgresDriver> jdbc = isJdbc(way) ? Optional.of(PostgresDriver.JDBC) : Optional.empty();
        Optional<MongoAccess> access = way == null ? Optional.empty() : MongoAccess.byId(way);
        if (way != null && jdbc.isEmpty() && access.isEmpty()) {
            return Optional.empty();
        }
        // :jdbc only where it changes the driver: MVC reads with JDBC already.
        if (jdbc.isPresent() && base.flatMap(StackDefinition::postgresDriver).equals(jdbc)) {
            return Optional.empty();
        }
        Integer batch = m.group(3) == null ? null : Integer.valueOf(m.group(3));
        return base.map(b -> new StackVariant(b, access.orElse(null), jdbc.orElse(null), batch));
    }

    public static StackDefinition get(String name) {
        return find(name).orElseThrow(() -> new IllegalArgumentException(problem(name, null).orElseThrow()));
    }

    /**
     * What is wrong with naming {@code name} in a scenario with {@code data}, as a message that says
     * what to name instead; empty when it can run there. With {@code data} null only the name is checked.
     */
    public static Optional<String> problem(String name, Backend backend) {
        Matcher m = VARIANT.matcher(name);
        boolean parsed = m.matches();
        Optional<StackDefinition> stack = find(name);
        if (stack.isEmpty()) {
            if (parsed && isJdbc(m.group(2)) && find(m.group(1)).isPresent()) {
                return Optional.of("'" + name + "': " + m.group(1) + " always reads PostgreSQL with JDBC; name it '"
                        + m.group(1) + "' (':jdbc' is for WebFlux on event loops: reactive:jdbc)");
            }
            return Optional.of("unknown stack '" + name + "'; valid: " + valid());
        }
        if (backend == null) {
            return Optional.empty();
        }
        boolean mongoWay = stack.get().access().isPresent() || stack.get().batchSize().isPresent();
        if (mongoWay && backend.accessWays().isEmpty()) {
            return Optional.of("'" + name + "' names a MongoDB access way; set backend: mongo");
        }
        if (isJdbc(m.group(2)) && backend.postgresStore().isEmpty()) {
            return Optional.of("'" + name + "' reads PostgreSQL with JDBC; it needs backend: postgres or "
                    + "mongo+postgres (for MongoDB name an access way instead, e.g. "
                    + m.group(1) + ":driver)");
        }
        return Optional.empty();
    }

    private static boolean isJdbc(String way) {
        return PostgresDriver.JDBC.id().equals(way);
    }

    /** The names and the {@code :way} suffix, for messages. */
    public static String valid() {
        return names() + ", each optionally with :" + String.join("|", java.util.Arrays.stream(MongoAccess.values()).map(MongoAccess::id).toList())
                + " and +batch=N on a MongoDB route (e.g. reactive:repository+batch=1000), and reactive:jdbc"
                + " (WebFlux reading PostgreSQL with JDBC instead of R2DBC) on a PostgreSQL route";
    }

    /**
     * The stacks a scenario runs when it names none ({@code Scenario.stacks}' default): the three the studies compared.
     * Virtual-netty serves every route too, and is named where a scenario compares it (the presets do).
     */
    public static List<String> defaultNames() {
        return names().subList(0, 3);
    }

    public static List<String> names() {
        return ALL.stream().map(StackDefinition::name).toList();
    }
}
