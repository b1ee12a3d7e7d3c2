package dev.rbench.jmeter;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;

/** A real HTTP server for the tests: GET /delay/{ms} answers 200 after ms, anything else 404; it counts what it answered. */
final class DelayServer implements AutoCloseable {

    private final HttpServer server;
    final AtomicLong answered = new AtomicLong();

    DelayServer() throws IOException {
        this("127.0.0.1");
    }

    /** @param address where it listens: an address of this machine */
    DelayServer(String address) throws IOException {
        server = HttpServer.create(new InetSocketAddress(address, 0), 4096);
        server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        server.createContext("/", exchange -> {
            String path = exchange.getRequestURI().getPath();
            exchange.getRequestBody().readAllBytes();
            try {
                if (path.startsWith("/delay/")) {
                    Thread.sleep(Long.parseLong(path.substring("/delay/".length())));
                    byte[] body = "{\"ok\":true}".getBytes(StandardCharsets.UTF_8);
                    exchange.sendResponseHeaders(200, body.length);
                    exchange.getResponseBody().write(body);
                } else {
                    exchange.sendResponseHeaders(404, -1);
                }
                answered.incrementAndGet();
            } catch (InterruptedException | NumberFormatException e) {
                exchange.sendResponseHeaders(400, -1);
            } finally {
                exchange.close();
            }
        });
        server.start();
    }

    URI uri(String path) {
        return URI.create("http://" + server.getAddress().getAddress().getHostAddress() + ":" + server.getAddress().getPort() + path);
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
