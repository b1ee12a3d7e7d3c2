package dev.rbench.service.common.postgres;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * The {@code "postgres"} object of {@code /info}: the settings as they took effect, so the runner can
 * check the driver it asked for; never the URL or credentials.
 *
 * @param jdbcThreads on WebFlux with JDBC, the most boundedElastic threads that run the JDBC calls
 *                    at once (Reactor's cap, ten per core by default); absent elsewhere
 */
@JsonPropertyOrder({"driver", "database", "poolSize", "timeoutMs", "connectTimeoutMs", "fetchSize", "jdbcThreads"})
public record PostgresInfo(
        String driver,
        String database,
        int poolSize,
        int timeoutMs,
        int connectTimeoutMs,
        int fetchSize,
        @JsonInclude(JsonInclude.Include.NON_NULL) Integer jdbcThreads) {
}
