package dev.rbench.service.common;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** Body of {@code /ready}. */
@JsonPropertyOrder({"status", "stack"})
public record ReadyResponse(String status, String stack) {

    public static ReadyResponse of(ServiceStack stack) {
        return new ReadyResponse("ready", stack.id());
    }
}
