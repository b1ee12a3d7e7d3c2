package dev.rbench.service.common.remote;

import dev.rbench.protocol.ServiceInfo.DownstreamInfo;
import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.errors.InvalidServicePropertyException;
import dev.rbench.service.common.property.ServiceProperties;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import org.springframework.core.env.PropertyResolver;

/**
 * How a service reaches the downstream: {@code --rbench.downstream.url}, {@code .pool-size} and
 * {@code .timeout-ms}. One reader for both stacks so that a pool of 100 means 100 connections on
 * each, which is what makes the blocking and reactive numbers comparable.
 *
 * @param url       base URL without a trailing slash, or null when no downstream is configured
 * @param poolSize  most connections open to the downstream at once; further calls wait for one
 * @param timeoutMs bounds the connect, the wait for a pooled connection, and the wait for the response
 */
public record DownstreamSettings(String url, int poolSize, int timeoutMs) {
    /**
     * Reactor Netty's own default, and well above Tomcat's 200 workers, so by default the pool is
     * not what limits the blocking stack; the runner sets it from the scenario.
     */
    public static final int DEFAULT_POOL_SIZE = 500;
    public static final int MAX_POOL_SIZE = 100_000;
    public static final int DEFAULT_TIMEOUT_MS = 10_000;
    public static final int MAX_TIMEOUT_MS = 600_000;

    public static DownstreamSettings from(PropertyResolver env) {
        return new DownstreamSettings(
                url(env.getProperty(ServiceProperty.DOWNSTREAM_URL)),
                ServiceProperties.intInRange(env, ServiceProperty.DOWNSTREAM_POOL_SIZE, DEFAULT_POOL_SIZE, 1, MAX_POOL_SIZE),
                ServiceProperties.intInRange(env, ServiceProperty.DOWNSTREAM_TIMEOUT_MS, DEFAULT_TIMEOUT_MS, 1, MAX_TIMEOUT_MS));
    }

    public boolean configured() {
        return url != null;
    }

    /** What {@code /info} reports; null without a downstream, so /info is then unchanged. */
    public DownstreamInfo info() {
        return configured() ? new DownstreamInfo(poolSize, timeoutMs) : null;
    }

    private static String url(String raw) {
        if (raw == null || raw.isBlank()) {
            return null;
        }
        String requirement = "must be an http:// URL with a host, such as http://127.0.0.1:8081";
        URI uri;
        try {
            uri = new URI(raw.trim());
        } catch (URISyntaxException e) {
            throw new InvalidServicePropertyException(ServiceProperty.DOWNSTREAM_URL, raw, requirement);
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        // A query or fragment would be mangled by appending /work?ms=…; refuse it rather than guess.
        if (!(scheme.equals("http") || scheme.equals("https")) || uri.getHost() == null
                || uri.getRawQuery() != null || uri.getRawFragment() != null) {
            throw new InvalidServicePropertyException(ServiceProperty.DOWNSTREAM_URL, raw, requirement);
        }
        String text = uri.toString();
        return text.endsWith("/") ? text.substring(0, text.length() - 1) : text;
    }
}
