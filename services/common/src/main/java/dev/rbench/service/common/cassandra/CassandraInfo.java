package dev.rbench.service.common.cassandra;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** The {@code "cassandra"} object of {@code /info}: the settings as they took effect; never credentials. */
@JsonPropertyOrder({"contactPoint", "localDatacenter", "keyspace", "timeoutMs", "pageSize", "connections"})
public record CassandraInfo(String contactPoint, String localDatacenter, String keyspace, int timeoutMs, int pageSize,
                            int connections) {
}
