package dev.rbench.loadgen;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.http.HttpVersion;

import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A non-blocking keep-alive HTTP server that answers at once, on one event loop. It can be told to freeze once:
 * requests arriving in [from, from + length) are held and all answered at the end of the window.
 */
final class FastServer implements AutoCloseable {

    private final MultiThreadIoEventLoopGroup group = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
    private final Channel server;
    private final Handler handler = new Handler();

    FastServer() throws InterruptedException {
        server = new ServerBootstrap()
                .group(group)
                .channel(NioServerSocketChannel.class)
                .option(ChannelOption.SO_BACKLOG, 4096)
                .childOption(ChannelOption.TCP_NODELAY, true)
                .childHandler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        ch.pipeline().addLast(new HttpServerCodec(), new HttpObjectAggregator(65_536), handler);
                    }
                })
                .bind(new InetSocketAddress("127.0.0.1", 0)).sync().channel();
    }

    URI uri() {
        return TestServers.uri(((InetSocketAddress) server.localAddress()).getPort());
    }

    /** Holds every request arriving in [fromNanos, fromNanos + lengthNanos), then answers them all. */
    void freezeOnce(long fromNanos, long lengthNanos) {
        handler.freezeFrom = fromNanos;
        handler.freezeUntil = fromNanos + lengthNanos;
        group.next().schedule(handler::release, fromNanos + lengthNanos - System.nanoTime(), TimeUnit.NANOSECONDS);
    }

    long requests() {
        return handler.requests.get();
    }

    @Override
    public void close() throws InterruptedException {
        server.close().sync();
        group.shutdownGracefully(0, 1, TimeUnit.SECONDS).sync();
    }

    @ChannelHandler.Sharable
    private static final class Handler extends SimpleChannelInboundHandler<FullHttpRequest> {
        volatile long freezeFrom = Long.MAX_VALUE;
        volatile long freezeUntil = Long.MIN_VALUE;
        private volatile boolean released;
        final AtomicLong requests = new AtomicLong();
        private final Queue<ChannelHandlerContext> held = new ConcurrentLinkedQueue<>();

        @Override
        protected void channelRead0(ChannelHandlerContext ctx, FullHttpRequest request) {
            requests.incrementAndGet();
            long now = System.nanoTime();
            if (!released && freezeFrom != Long.MAX_VALUE && now - freezeFrom >= 0 && now - freezeUntil < 0) {
                held.add(ctx);
            } else {
                answer(ctx);
            }
        }

        void release() {
            released = true;
            for (ChannelHandlerContext ctx; (ctx = held.poll()) != null; ) {
                answer(ctx);
            }
        }

        private static void answer(ChannelHandlerContext ctx) {
            FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, HttpResponseStatus.OK,
                    Unpooled.copiedBuffer("ok", StandardCharsets.US_ASCII));
            response.headers().setInt(HttpHeaderNames.CONTENT_LENGTH, 2);
            ctx.writeAndFlush(response);
        }

        @Override
        public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
            ctx.close();
        }
    }
}
