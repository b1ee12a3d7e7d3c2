package dev.rbench.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
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
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * 4,000 simultaneous connections from one process. The non-blocking test server holds every request (without
 * holding a thread) until all 4,000 have arrived, then answers them all: so the step can only succeed if all
 * connections really were open at the same time, and the test takes as long as that takes, no fixed sleep.
 */
class ManyConnectionsTest {

    private static final int USERS = 4_000;

    @Test
    void burstOf4000SimultaneousConnections() throws Exception {
        var serverGroup = new MultiThreadIoEventLoopGroup(2, NioIoHandler.newFactory());
        AtomicInteger maxOpen = new AtomicInteger();
        HoldUntilAll hold = new HoldUntilAll(USERS);
        try {
            Channel server = bindHoldServer(serverGroup, 8192, hold, maxOpen);
            int port = ((InetSocketAddress) server.localAddress()).getPort();

            StepResult r;
            try (var generator = new LoadGenerator(new LoadOptions(Duration.ofSeconds(10), Duration.ofSeconds(30), 2))) {
                r = generator.run(TestServers.uri(port), new Burst(USERS, Duration.ZERO), ProgressListener.NONE);
            }
            System.out.printf("burst %d/0s, server answers once all requests arrived: ok=%d errors=%s wall=%.3fs "
                            + "throughput=%.0f/s mean=%.0fms p99=%.0fms max=%.0fms, max simultaneous server connections=%d%n",
                    USERS, r.ok(), r.errors(), r.wallSeconds(), r.throughput(), r.latencyMs().mean(),
                    r.latencyMs().p99(), r.latencyMs().max(), maxOpen.get());

            assertThat(r.requests()).isEqualTo(USERS);
            assertThat(r.ok()).isEqualTo(USERS);
            assertThat(r.errors().total()).isZero();
            assertThat(r.histogram().getTotalCount()).isEqualTo(USERS);
            assertThat(hold.releasedByTimer).isFalse();
            assertThat(maxOpen.get()).isEqualTo(USERS);
            assertThat(r.wallSeconds()).isLessThan(HoldUntilAll.FALLBACK_SECONDS);
            server.close().sync();
        } finally {
            serverGroup.shutdownGracefully(0, 1, TimeUnit.SECONDS).sync();
        }
    }

    /** The hold-until-all server on a loopback port; {@code maxOpen} counts the most connections open at once. */
    static Channel bindHoldServer(EventLoopGroup group, int backlog, HoldUntilAll hold, AtomicInteger maxOpen)
            throws InterruptedException {
        AtomicInteger open = new AtomicInteger();
        return new ServerBootstrap()
                .group(group)
                .channel(NioServerSocketChannel.class)
                .option(ChannelOption.SO_BACKLOG, backlog)
                .childHandler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        maxOpen.accumulateAndGet(open.incrementAndGet(), Math::max);
                        ch.closeFuture().addListener(f -> open.decrementAndGet());
                        ch.pipeline().addLast(new HttpServerCodec(), new HttpObjectAggregator(65_536), hold);
                    }
                })
                .bind(new InetSocketAddress("127.0.0.1", 0)).sync().channel();
    }

    /**
     * Parks each request until {@code expected} requests have arrived, then answers all of them. A fallback timer
     * answers anyway so that a broken generator makes the test fail instead of hang.
     */
    @ChannelHandler.Sharable
    static final class HoldUntilAll extends SimpleChannelInboundHandler<FullHttpRequest> {
        static final long FALLBACK_SECONDS = 20;
        private final int expected;
        private final Queue<ChannelHandlerContext> waiting = new ConcurrentLinkedQueue<>();
        private final AtomicInteger arrived = new AtomicInteger();
        private final AtomicBoolean released = new AtomicBoolean();
        volatile boolean releasedByTimer;

        HoldUntilAll(int expected) {
            this.expected = expected;
        }

        @Override
        protected void channelRead0(ChannelHandlerContext ctx, FullHttpRequest request) {
            waiting.add(ctx);
            int n = arrived.incrementAndGet();
            if (n == 1) {
                ctx.executor().schedule(() -> {
                    releasedByTimer = !released.get();
                    releaseAll();
                }, FALLBACK_SECONDS, TimeUnit.SECONDS);
            }
            if (n == expected) {
                releaseAll();
            }
        }

        private void releaseAll() {
            released.set(true);
            for (ChannelHandlerContext ctx; (ctx = waiting.poll()) != null; ) {
                FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, HttpResponseStatus.OK,
                        Unpooled.copiedBuffer("ok", StandardCharsets.US_ASCII));
                response.headers().setInt(HttpHeaderNames.CONTENT_LENGTH, 2);
                ctx.writeAndFlush(response); // thread-safe: Netty hands it to the channel's own loop
            }
        }

        @Override
        public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
            ctx.close();
        }
    }
}
