package dev.rbench.jmeter;

import java.net.URI;
import java.time.Duration;
import java.util.Objects;

/**
 * What every sampler of a plan asks: one HTTP request, as our generator sends it, with its timeouts.
 *
 * @param body a JSON body, empty for none
 */
public record PlanTarget(URI uri, String method, String body, Duration connectTimeout, Duration requestTimeout) {

    public PlanTarget {
        Objects.requireNonNull(uri, "uri");
        if (!"http".equals(uri.getScheme()) || uri.getHost() == null || uri.getPort() < 0) {
            throw new IllegalArgumentException("a JMeter plan needs an http://host:port/path target, not " + uri);
        }
        method = method == null || method.isBlank() ? "GET" : method;
        body = body == null ? "" : body;
        if (connectTimeout.isNegative() || connectTimeout.isZero() || requestTimeout.isNegative() || requestTimeout.isZero()) {
            throw new IllegalArgumentException("the connect and request timeouts must be positive");
        }
    }

    public static PlanTarget get(URI uri, Duration connectTimeout, Duration requestTimeout) {
        return new PlanTarget(uri, "GET", "", connectTimeout, requestTimeout);
    }

    /** The path with its query, as the sampler sends it. */
    String pathAndQuery() {
        String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
        return uri.getRawQuery() == null ? path : path + "?" + uri.getRawQuery();
    }
}
