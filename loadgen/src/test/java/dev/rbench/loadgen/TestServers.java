package dev.rbench.loadgen;

import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** Small local servers with known behaviour, for checking the generator's accounting. */
final class TestServers {

    private TestServers() {
    }

    static URI uri(int port) {
        return URI.create("http://127.0.0.1:" + port + "/work");
    }

    /** JDK HttpServer whose handler sleeps {@code delayMillis} then answers {@code status}, on {@code threads} threads. */
    static final class SlowServer implements AutoCloseable {
        private final HttpServer server;
        private final ExecutorService pool;

        SlowServer(int threads, long delayMillis, int status) throws IOException {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 1000);
            pool = Executors.newFixedThreadPool(threads);
            server.setExecutor(pool);
            byte[] body = ("status " + status).getBytes(StandardCharsets.UTF_8);
            server.createContext("/", exchange -> {
                try (exchange; InputStream in = exchange.getRequestBody()) {
                    in.readAllBytes();
                    Thread.sleep(delayMillis);
                    exchange.sendResponseHeaders(status, body.length);
                    try (OutputStream out = exchange.getResponseBody()) {
                        out.write(body);
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            server.start();
        }

        URI uri() {
            return TestServers.uri(server.getAddress().getPort());
        }

        @Override
        public void close() {
            server.stop(0);
            pool.shutdownNow();
        }
    }

    /** A port with nothing listening on it. */
    static int refusedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    /** Completes TCP handshakes (kernel backlog) but never reads or answers. */
    static ServerSocket silentServer() throws IOException {
        return new ServerSocket(0, 200, InetAddress.getLoopbackAddress());
    }

    /** Misbehaving raw-socket servers. */
    enum Misbehaviour {
        /** accept, then close at once with an orderly FIN, before any response */
        CLOSE,
        /** accept, then close at once with a reset (SO_LINGER 0) */
        RESET,
        /** read the request, answer bytes that are not HTTP, and keep the connection open */
        GARBAGE
    }

    static final class RawServer implements AutoCloseable {
        private final ServerSocket socket;
        private final Thread acceptor;
        private final List<Socket> held = new CopyOnWriteArrayList<>();

        RawServer(Misbehaviour behaviour) throws IOException {
            socket = new ServerSocket(0, 200, InetAddress.getLoopbackAddress());
            acceptor = Thread.ofVirtual().start(() -> {
                while (!socket.isClosed()) {
                    try {
                        Socket s = socket.accept();
                        switch (behaviour) {
                            case CLOSE -> s.close();
                            case RESET -> {
                                s.setSoLinger(true, 0);
                                s.close();
                            }
                            case GARBAGE -> {
                                held.add(s);
                                Thread.ofVirtual().start(() -> answerGarbage(s));
                            }
                        }
                    } catch (IOException e) {
                        // socket closed: test over
                    }
                }
            });
        }

        private static void answerGarbage(Socket s) {
            try {
                s.getInputStream().read(new byte[4096]); // the request (small, one segment on loopback)
                s.getOutputStream().write("NOT-HTTP garbage\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                s.getOutputStream().flush();
            } catch (IOException e) {
                // client went away
            }
        }

        URI uri() {
            return TestServers.uri(socket.getLocalPort());
        }

        @Override
        public void close() throws IOException, InterruptedException {
            socket.close();
            acceptor.join(2_000);
            for (Socket s : held) {
                s.close();
            }
        }
    }

    /** Records every progress call. */
    static final class RecordingProgress implements ProgressListener {
        final List<double[]> calls = new ArrayList<>();

        @Override
        public synchronized void onProgress(long completed, double fraction) {
            calls.add(new double[]{completed, fraction});
        }

        synchronized List<double[]> calls() {
            return List.copyOf(calls);
        }
    }
}
