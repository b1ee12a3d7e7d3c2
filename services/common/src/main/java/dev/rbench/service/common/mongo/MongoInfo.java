package dev.rbench.service.common.mongo;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** The {@code "mongo"} object of {@code /info}: the database settings as they took effect, never the URI. */
@JsonPropertyOrder({"access", "database", "poolSize", "minPoolSize", "maxConnecting", "batchSize",
        "timeoutMs", "connectTimeoutMs", "poolWaitMs"})
public record MongoInfo(
        String access,
        String database,
        int poolSize,
        int minPoolSize,
        int maxConnecting,
        int batchSize,
        int timeoutMs,
        int connectTimeoutMs,
        int poolWaitMs) {
}
