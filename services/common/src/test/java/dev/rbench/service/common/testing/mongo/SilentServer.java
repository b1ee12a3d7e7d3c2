package dev.rbench.service.common.testing.mongo;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A database that never answers: it accepts TCP connections and then says nothing, like a server
 * that has hung or a network that drops replies. Every driver call against it can only time out.
 */
public final class SilentServer implements AutoCloseable {
    private final ServerSocket socket;
    private final List<Socket> accepted = new CopyOnWriteArrayList<>();

    public SilentServer() {
        try {
            socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Thread.ofPlatform().name("silent-server").daemon(true).start(this::acceptForever);
    }

    public String uri() {
        return "mongodb://127.0.0.1:" + socket.getLocalPort();
    }

    /** {@code 127.0.0.1:port}, as a Cassandra contact point. */
    public String hostPort() {
        return "127.0.0.1:" + socket.getLocalPort();
    }

    private void acceptForever() {
        try {
            while (!socket.isClosed()) {
                accepted.add(socket.accept());
            }
        } catch (IOException closed) {
            // close() was called: done
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
        for (Socket s : accepted) {
            s.close();
        }
    }
}
