package dev.rbench.service.common.mongo;

/**
 * A request body read whole, never past {@link BodyLimit}: the parameter of the blocking-style Mongo handlers that take
 * a body. Each service resolves it its own way, with the same limit and answers: MVC reads the servlet stream on the
 * request's thread, WebFlux gathers the body's buffers without blocking before its handler runs.
 */
public record BoundedBody(byte[] bytes) {
}
