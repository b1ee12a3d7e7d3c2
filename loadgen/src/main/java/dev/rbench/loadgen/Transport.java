package dev.rbench.loadgen;

import io.netty.channel.IoHandlerFactory;
import io.netty.channel.epoll.Epoll;
import io.netty.channel.epoll.EpollIoHandler;
import io.netty.channel.epoll.EpollSocketChannel;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;

import java.util.Locale;

/**
 * The Netty transport of the generator's event loops and connections: native epoll where it is available (Linux
 * x86_64 with the bundled library: fewer syscalls and allocations per request than the JDK selector), else NIO.
 * {@code -Drbench.loadgen.transport=nio} forces NIO.
 */
enum Transport {
    EPOLL, NIO;

    static final Transport CURRENT = detect();

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

    IoHandlerFactory ioHandlerFactory() {
        return this == EPOLL ? EpollIoHandler.newFactory() : NioIoHandler.newFactory();
    }

    Class<? extends SocketChannel> socketChannel() {
        return this == EPOLL ? EpollSocketChannel.class : NioSocketChannel.class;
    }
}
