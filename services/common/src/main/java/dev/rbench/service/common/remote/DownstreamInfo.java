package dev.rbench.service.common.remote;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** The {@code downstream} object of {@code /info}: the client settings as the service took them. */
@JsonPropertyOrder({"poolSize", "timeoutMs"})
public record DownstreamInfo(int poolSize, int timeoutMs) {
}
