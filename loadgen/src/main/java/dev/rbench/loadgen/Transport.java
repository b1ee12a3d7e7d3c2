package dev.rbench.loadgen;

import io.netty.channel.IoHandlerFactory;
import io.netty.channel.epoll.Epoll;
import io.netty.channel.epoll.EpollIoHandler;
import io.netty.channel.epoll.EpollServerSocketChannel;
import io.netty.channel.epoll.EpollSocketChannel;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.ServerSocketChannel;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;

import java.util.Locale;

/**
 * The Netty transport of the generator's event loops and connections: native epoll where it is available (Linux
 * x86_64 with the bundled library: fewer syscalls and allocations per request than the JDK selector), else NIO.
 * {@code -Drbench.loadgen.transport=nio} forces NIO. Public for the hello server the generator is benchmarked against,
 * which should cost as little a request as the generator does.
 */
public enum Transport {
    EPOLL, NIO;

    public static final Transport CURRENT = detect();

    private static Transport detect() {
        if ("nio".equals(System.getProperty("rbench.loadgen.transport", "").toLowerCase(Locale.ROOT))) {
            return NIO;
        }
        try {
            return Epoll.isAvailable() ? EPOLL : NIO;
        } catch (Throwable e) { // LinkageError and the like: no usable native library
            return NIO;
        }
    }

    public IoHandlerFactory ioHandlerFactory() {
        return this == EPOLL ? EpollIoHandler.newFactory() : NioIoHandler.newFactory();
    }

    Class<? extends SocketChannel> socketChannel() {
        return this == EPOLL ? EpollSocketChannel.class : NioSocketChannel.class;
    }

    public Class<? extends ServerSocketChannel> serverSocketChannel() {
        return this == EPOLL ? EpollServerSocketChannel.class : NioServerSocketChannel.class;
    }
}
