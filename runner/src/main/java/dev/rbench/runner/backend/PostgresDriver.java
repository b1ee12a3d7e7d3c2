package dev.rbench.runner.backend;

import dev.rbench.runner.settings.Values;

/** How a service reads PostgreSQL: JDBC (HikariCP; MVC always, WebFlux as {@code reactive:jdbc}) or R2DBC (WebFlux). */
public enum PostgresDriver {
    JDBC, R2DBC;

    /** The name in stack names ({@code reactive:jdbc}), the services' property and their {@code /info}. */
    public String id() {
        return Values.enumId(this);
    }
}
