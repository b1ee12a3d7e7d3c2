package dev.rbench.runner.backend;

import java.io.IOException;
import java.net.http.HttpResponse;
import tools.jackson.databind.JsonNode;

/**
 * The downstream service's JVM as its session uses it: where it listens, its answers, its pid. Started
 * like a service under test, by whoever starts those (see {@link BackendContext#downstream()}).
 */
public interface DownstreamProcess extends AutoCloseable {

    int port();

    HttpResponse<String> send(String method, String path, String body) throws IOException, InterruptedException;

    JsonNode getJson(String path) throws IOException, InterruptedException;

    long pid();

    @Override
    void close();
}
