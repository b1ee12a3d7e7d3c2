package dev.rbench.loadgen;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * A throwaway in-process HTTP responder used once by {@link LoadGenerator}'s constructor, so that the first
 * measured step does not pay for class loading and first-use initialisation of the client path (about
 * 0.3-0.5 s on a small machine, which would otherwise inflate the first users' latencies and the wall time).
 * Deliberately plain blocking java.net on a virtual thread: it must not share anything with what it warms up.
 */
final class WarmupServer implements AutoCloseable {

    private static final byte[] RESPONSE =
            "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok".getBytes(StandardCharsets.US_ASCII);

    private final ServerSocket socket;
    private final Thread acceptor;

    WarmupServer() throws IOException {
        socket = new ServerSocket(0, 64, InetAddress.getLoopbackAddress());
        acceptor = Thread.ofVirtual().name("rbench-loadgen-warmup").start(this::serve);
    }

    int port() {
        return socket.getLocalPort();
    }

    private void serve() {
        while (!socket.isClosed()) {
            try (Socket s = socket.accept()) {
                skipRequestHead(s.getInputStream());
                OutputStream out = s.getOutputStream();
                out.write(RESPONSE);
                out.flush();
            } catch (IOException e) {
                // closed, or a client gave up: nothing to do for a warm-up
            }
        }
    }

    private static void skipRequestHead(InputStream in) throws IOException {
        int matched = 0; // progress through "\r\n\r\n"
        while (matched < 4) {
            int b = in.read();
            if (b < 0) {
                return;
            }
            matched = (b == (matched % 2 == 0 ? '\r' : '\n')) ? matched + 1 : (b == '\r' ? 1 : 0);
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
        try {
            acceptor.join(1_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
