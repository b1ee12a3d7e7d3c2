package dev.rbench.service.common.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Talks to a service over a real socket, the way the load generator does. Shared with the blocking
 * and reactive tests through this module's test-jar.
 */
public final class ServiceHttpClient {
    private final HttpClient client = HttpClient.newBuilder()
            // HTTP/1.1 like the load generator; the default would offer an h2c upgrade first.
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();
    private final String base;

    public ServiceHttpClient(int port) {
        this.base = "http://127.0.0.1:" + port;
    }

    public record Reply(int status, String contentType, String body, Duration elapsed) {
    }

    public Reply get(String path) {
        return join(getAsync(path));
    }

    public CompletableFuture<Reply> getAsync(String path) {
        return sendAsync("GET", path, HttpRequest.BodyPublishers.noBody(), null);
    }

    /** A GET with this Accept header. */
    public Reply getAccepting(String path, String accept) {
        return join(sendAsync("GET", path, HttpRequest.BodyPublishers.noBody(), accept));
    }

    /** A request with a JSON body of known length (null: no body). */
    public Reply send(String method, String path, String json) {
        HttpRequest.BodyPublisher body = json == null
                ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofString(json);
        return join(sendAsync(method, path, body, null));
    }

    /** A request whose body is sent chunked, without a Content-Length, so only reading it can find its size. */
    public Reply sendChunked(String method, String path, byte[] body) {
        return join(sendAsync(method, path,
                HttpRequest.BodyPublishers.ofInputStream(() -> new java.io.ByteArrayInputStream(body)), null));
    }

    private CompletableFuture<Reply> sendAsync(String method, String path, HttpRequest.BodyPublisher body, String accept) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path))
                .timeout(Duration.ofSeconds(30))
                .method(method, body);
        if (!"GET".equals(method)) {
            request.header("Content-Type", "application/json");
        }
        if (accept != null) {
            request.header("Accept", accept);
        }
        long start = System.nanoTime();
        return client.sendAsync(request.build(), HttpResponse.BodyHandlers.ofString())
                .thenApply(r -> new Reply(r.statusCode(),
                        r.headers().firstValue("Content-Type").orElse(""),
                        r.body(),
                        Duration.ofNanos(System.nanoTime() - start)));
    }

    /** Sends {@code count} requests at once and waits for all of them. */
    public List<Reply> concurrently(int count, String path) {
        List<CompletableFuture<Reply>> pending = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            pending.add(getAsync(path));
        }
        return pending.stream().map(ServiceHttpClient::join).toList();
    }

    /** {@link #concurrently} timed: the replies, and how long from sending the first to the last answer. */
    public Burst burst(int count, String path) {
        long start = System.nanoTime();
        List<Reply> replies = concurrently(count, path);
        return new Burst(replies, Duration.ofNanos(System.nanoTime() - start));
    }

    public record Burst(List<Reply> replies, Duration total) {
    }

    private static Reply join(CompletableFuture<Reply> future) {
        try {
            return future.join();
        } catch (java.util.concurrent.CompletionException e) {
            if (e.getCause() instanceof IOException io) {
                throw new UncheckedIOException(io);
            }
            throw e;
        }
    }
}
