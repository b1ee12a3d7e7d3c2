package dev.rbench.service.common.mongo;

/** Body of every error of the Mongo routes. */
public record ReasonResponse(String error) {
}
