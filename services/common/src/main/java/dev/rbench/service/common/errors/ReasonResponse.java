package dev.rbench.service.common.errors;

/** Body of every error of the Mongo routes. */
public record ReasonResponse(String error) {
}
