package dev.rbench.service.common;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.springframework.beans.factory.DisposableBean;

/**
 * {@code GET /activity} once more, on a loopback port of its own served by one thread of its own (the JDK's small
 * HTTP server): when all of Tomcat's workers are busy, a request to the service's own port waits in their queue
 * like every other, and the observer would see nothing exactly when there is most to see. /info names the port.
 */
public class ActivityServer implements DisposableBean {

    private final HttpServer server;
    private final ExecutorService thread = Executors.newSingleThreadExecutor(Thread.ofPlatform().daemon().name("rbench-activity").factory());

    public ActivityServer(ActivitySource source) {
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the /activity side port: " + e.getMessage(), e);
        }
        server.setExecutor(thread);
        server.createContext(Routes.ACTIVITY, exchange -> {
            try (exchange) {
                if (!"GET".equals(exchange.getRequestMethod())) {
                    exchange.sendResponseHeaders(405, -1);
                    return;
                }
                byte[] body = source.now().toJson().getBytes(StandardCharsets.UTF_8);
                exchange.getResponseHeaders().set("Content-Type", "application/json");
                exchange.sendResponseHeaders(200, body.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            }
        });
        server.start();
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
