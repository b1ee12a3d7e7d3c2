package dev.rbench.runner.app;

import dev.rbench.protocol.ServiceProperty;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The placeholders an app's command, arguments and environment may hold, and what fills them: the
 * variant's port and the run's embedded database. Checked when the scenario is loaded, filled when
 * each variant starts.
 */
public final class Placeholders {

    public static final String PORT = "port";
    public static final String PASSWORD = "postgres.password";

    public static final String MONGO_URI = "mongo.uri";

    /** Placeholder → the variable the backend session already hands our own services. */
    static final Map<String, String> FROM_BACKEND = Map.of(
            "postgres.jdbcUrl", ServiceProperty.env(ServiceProperty.POSTGRES_URL),
            "postgres.user", ServiceProperty.env(ServiceProperty.POSTGRES_USER),
            PASSWORD, ServiceProperty.env(ServiceProperty.POSTGRES_PASSWORD),
            MONGO_URI, ServiceProperty.env(ServiceProperty.MONGO_URI));

    /** What may carry a credential (a MongoDB URI of the user's own server may hold its password): env only. */
    private static final List<String> SECRET = List.of(PASSWORD, MONGO_URI);

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([A-Za-z][A-Za-z0-9.]*)}");

    private Placeholders() {
    }

    public static List<String> known() {
        return List.of(PORT, "postgres.jdbcUrl", "postgres.user", PASSWORD, MONGO_URI);
    }

    /** The placeholders in {@code text}, in order. */
    public static List<String> in(String text) {
        return PLACEHOLDER.matcher(text).results().map(m -> m.group(1)).toList();
    }

    /**
     * What is wrong with the placeholders of {@code text}; {@code inEnv} = an environment value,
     * the only place a password may go (a command line is visible to every user of the machine).
     */
    static Optional<String> problem(String text, boolean inEnv) {
        for (String name : in(text)) {
            if (!known().contains(name)) {
                return Optional.of("unknown placeholder {" + name + "}; known: " + String.join(", ", known().stream()
                        .map(k -> "{" + k + "}").toList()));
            }
            if (SECRET.contains(name) && !inEnv) {
                return Optional.of("{" + name + "} may only be used in env: a command line is visible to every process");
            }
        }
        return Optional.empty();
    }

    /** The values for one variant: its port and what the backend's environment holds. */
    public static Map<String, String> values(int port, Map<String, String> backendEnv) {
        Map<String, String> v = new LinkedHashMap<>();
        v.put(PORT, Integer.toString(port));
        FROM_BACKEND.forEach((name, variable) -> {
            if (backendEnv.containsKey(variable)) {
                v.put(name, backendEnv.get(variable));
            }
        });
        // Our services get postgresql://host:port/db; a JDBC app needs the jdbc: scheme.
        v.computeIfPresent("postgres.jdbcUrl", (k, url) -> url.startsWith("jdbc:") ? url : "jdbc:" + url);
        return v;
    }

    /** {@code text} with its placeholders filled; one the run cannot fill is an error. */
    public static String fill(String text, Map<String, String> values) {
        Matcher m = PLACEHOLDER.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String value = values.get(m.group(1));
            if (value == null) {
                throw new IllegalArgumentException("{" + m.group(1) + "} has no value in this run (is the database set?)");
            }
            m.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        m.appendTail(out);
        return out.toString();
    }
}
