package dev.rbench.runner.backend;

import dev.rbench.runner.settings.Values;
import java.util.Optional;

/** How a service reads PostgreSQL: JDBC (HikariCP; MVC always, WebFlux as {@code reactive:jdbc}) or R2DBC (WebFlux). */
public enum PostgresDriver {
    JDBC, R2DBC;

    /** The name in stack names ({@code reactive:jdbc}), the services' property and their {@code /info}. */
    public String id() {
        return Values.enumId(this);
    }

    public static Optional<PostgresDriver> byId(String id) {
        return java.util.Arrays.stream(values()).filter(d -> d.id().equals(id)).findFirst();
    }
}
