package dev.rbench.loadgen;

import java.net.URI;

/**
 * A validated {@code http://host:port/path} target. Only plain http with an explicit port is accepted: the
 * benchmark always targets a local service on a known port, and silently defaulting to 80 or accepting https
 * (which we would not speak) would only hide configuration mistakes.
 *
 * @param pathAndQuery request-target for the request line, at least "/"
 * @param hostHeader   value of the {@code Host} header ("host:port")
 * @param method       GET, or POST/PUT/DELETE with {@code body} (JSON) for the CRUD routes
 * @param body         the request body, empty for none
 */
record HttpTarget(String host, int port, String pathAndQuery, String hostHeader, String method, byte[] body) {

    static final java.util.Set<String> METHODS = java.util.Set.of("GET", "POST", "PUT", "DELETE");

    HttpTarget {
        if (!METHODS.contains(method)) {
            throw new IllegalArgumentException("method must be one of " + METHODS + " (got '" + method + "')");
        }
        body = body.clone();
    }

    /** The same target sent with another method and a JSON body. */
    HttpTarget with(String newMethod, byte[] newBody) {
        return new HttpTarget(host, port, pathAndQuery, hostHeader, newMethod, newBody);
    }

    static HttpTarget parse(URI uri) {
        if (uri == null) {
            throw new IllegalArgumentException("target URI must not be null");
        }
        if (uri.getScheme() == null) {
            throw new IllegalArgumentException("target must be an absolute http:// URI, e.g. "
                    + "http://127.0.0.1:8080/path (got '" + uri + "')");
        }
        if (!"http".equalsIgnoreCase(uri.getScheme())) {
            throw new IllegalArgumentException("target scheme must be http (got '" + uri.getScheme()
                    + "' in '" + uri + "')");
        }
        if (uri.getHost() == null || uri.getHost().isEmpty()) {
            throw new IllegalArgumentException("target has no host (got '" + uri + "'); use e.g. "
                    + "http://127.0.0.1:8080/path");
        }
        if (uri.getPort() < 0) {
            throw new IllegalArgumentException("target has no port (got '" + uri + "'); write it explicitly, "
                    + "e.g. http://" + uri.getHost() + ":8080" + nullToEmpty(uri.getRawPath()));
        }
        String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
        String pathAndQuery = uri.getRawQuery() == null ? path : path + "?" + uri.getRawQuery();
        return new HttpTarget(uri.getHost(), uri.getPort(), pathAndQuery, uri.getHost() + ":" + uri.getPort(), "GET", new byte[0]);
    }

    private static String nullToEmpty(String s) {
        return s == null ? "" : s;
    }
}
