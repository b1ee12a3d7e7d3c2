package dev.rbench.service.common.errors;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** Body of every 400. Serialised by Jackson so the echoed value is always correctly escaped. */
@JsonPropertyOrder({"error", "parameter", "value"})
public record ErrorResponse(String error, String parameter, String value) {

    public static ErrorResponse of(InvalidParameterException e) {
        return new ErrorResponse(e.getMessage(), e.parameter(), e.value());
    }
}
