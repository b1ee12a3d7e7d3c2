package dev.rbench.service.common;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.rbench.service.common.errors.ApiException;
import dev.rbench.service.common.mongo.MongoRoutes;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.springframework.beans.factory.DisposableBean;

/**
 * The runner's side port: a loopback port of its own served by one thread of its own (the JDK's small HTTP server),
 * answering {@code GET /activity} and {@code GET /pool}, {@code POST /pool/reset} once more. /info names the port.
 *
 * <p>Two reasons. When all of Tomcat's workers are busy, a request to the service's own port waits in their queue like
 * every other, and the observer would see nothing exactly when there is most to see. And what the runner asks around a
 * step must not run through the request code the step measures: asked on the service's port, the pool's reset and
 * gauges (another controller, another return type, a POST without a body) invalidated the compiled dispatch code of the
 * route under load at every stack's first step — Spring's handler mapping, argument resolvers and return value
 * handlers deoptimized on their type checks — and seed-mongo-connections' GET one then ran its first seconds on
 * recompiling code, from 10,000 to 15,000 req/s through its 10 s, the compilers on 0.07–0.11 cores.
 */
public class ActivityServer implements DisposableBean {

    private final HttpServer server;
    private final ExecutorService thread = Executors.newSingleThreadExecutor(Thread.ofPlatform().daemon().name("rbench-activity").factory());

    public ActivityServer(ActivitySource source, PoolControl pools) {
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the /activity side port: " + e.getMessage(), e);
        }
        server.setExecutor(thread);
        server.createContext(Routes.ACTIVITY, exchange -> {
            try (exchange) {
                if (allowed(exchange, "GET")) {
                    json(exchange, source.now().toJson());
                }
            }
        });
        server.createContext(MongoRoutes.POOL, exchange -> {
            try (exchange) {
                pool(exchange, pools);
            }
        });
        server.start();
    }

    /** {@code GET /pool[?store=…]} and {@code POST /pool/reset}; 503 where the service has no such pool, as on its own port. */
    private static void pool(HttpExchange exchange, PoolControl pools) throws IOException {
        String path = exchange.getRequestURI().getPath();
        try {
            if (path.equals(MongoRoutes.POOL_RESET)) {
                if (allowed(exchange, "POST")) {
                    pools.reset();
                    exchange.sendResponseHeaders(204, -1);
                }
            } else if (!path.equals(MongoRoutes.POOL)) {
                exchange.sendResponseHeaders(404, -1);
            } else if (allowed(exchange, "GET")) {
                json(exchange, pools.snapshot(store(exchange.getRequestURI().getRawQuery())).toJson());
            }
        } catch (ApiException e) {
            exchange.sendResponseHeaders(503, -1);
        }
    }

    private static boolean allowed(HttpExchange exchange, String method) throws IOException {
        if (!method.equals(exchange.getRequestMethod())) {
            exchange.sendResponseHeaders(405, -1);
            return false;
        }
        return true;
    }

    private static void json(HttpExchange exchange, String json) throws IOException {
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.sendResponseHeaders(200, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    /** {@code store}'s value in a raw query ({@code store=postgres}), or null. */
    static String store(String rawQuery) {
        if (rawQuery == null) {
            return null;
        }
        for (String pair : rawQuery.split("&")) {
            int eq = pair.indexOf('=');
            if (eq > 0 && pair.substring(0, eq).equals("store")) {
                return URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
            }
        }
        return null;
    }

    public int port() {
        return server.getAddress().getPort();
    }

    @Override
    public void destroy() {
        server.stop(0);
        thread.shutdownNow();
    }
}
