package dev.rbench.service.common.remote;

/** Body of a 502, 503 or 504 from {@code /remote}. */
public record DownstreamError(String error) {
}
