package dev.rbench.infra.proxy;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;

/** Plain-socket servers for the proxy to talk to, one virtual thread per connection. */
final class TcpTargets implements AutoCloseable {

    private final ServerSocket server;
    /** Counted down each time a connection's input ends (the proxy closed its side). */
    final CountDownLatch eofSeen = new CountDownLatch(1);

    private TcpTargets(Consumer<Socket> handler) throws IOException {
        server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread.ofVirtual().start(() -> {
            while (!server.isClosed()) {
                try {
                    Socket s = server.accept();
                    Thread.ofVirtual().start(() -> handler.accept(s));
                } catch (IOException e) {
                    return;
                }
            }
        });
    }

    /** Sends back everything it receives; closes when the client does. */
    static TcpTargets echo() throws IOException {
        TcpTargets[] self = new TcpTargets[1];
        self[0] = new TcpTargets(s -> {
            try (s; InputStream in = s.getInputStream(); OutputStream out = s.getOutputStream()) {
                in.transferTo(out);
                self[0].eofSeen.countDown();
            } catch (IOException ignored) {
                // The test decides what a broken connection means.
            }
        });
        return self[0];
    }

    /** Writes {@code bytes} and closes at once. */
    static TcpTargets sayAndClose(byte[] bytes) throws IOException {
        return new TcpTargets(s -> {
            try (s) {
                s.getOutputStream().write(bytes);
            } catch (IOException ignored) {
                // As above.
            }
        });
    }

    /** Accepts and never reads, so whatever is sent to it piles up in front of it. */
    static TcpTargets deaf() throws IOException {
        return new TcpTargets(s -> {
            try {
                Thread.sleep(Long.MAX_VALUE);
            } catch (InterruptedException ignored) {
                // Ends with the test.
            }
        });
    }

    int port() {
        return server.getLocalPort();
    }

    @Override
    public void close() throws IOException {
        server.close();
    }
}
