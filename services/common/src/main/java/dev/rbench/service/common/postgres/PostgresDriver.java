package dev.rbench.service.common.postgres;

import java.util.Arrays;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * How a service reads PostgreSQL ({@code rbench.postgres.driver}): R2DBC (r2dbc-postgresql through
 * r2dbc-pool, WebFlux only) or JDBC (pgjdbc through HikariCP; on WebFlux on Reactor's boundedElastic
 * threads, study 004's third variant). MVC reads with JDBC only.
 */
public enum PostgresDriver {
    R2DBC,
    JDBC;

    /** The property's spelling: {@code r2dbc}, {@code jdbc}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    static Set<String> ids() {
        return Arrays.stream(values()).map(PostgresDriver::id).collect(Collectors.toSet());
    }

    static PostgresDriver of(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}
