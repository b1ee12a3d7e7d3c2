package dev.rbench.infra.proxy;

import io.netty.bootstrap.Bootstrap;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.netty.handler.traffic.ChannelTrafficShapingHandler;
import io.netty.util.concurrent.GlobalEventExecutor;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.LongAdder;

/**
 * A TCP proxy on a free loopback port that makes a local server look remote: each byte, in each
 * direction, is delivered {@code oneWayDelay} after it arrived (so a request/response pays at least
 * twice the delay), optionally at most {@code bytesPerSecondPerConnection} per direction and
 * connection. Used as {@code --db-latency} between the services and the database, since tc netem is
 * not available on these machines. A {@link ProxyFault} can be injected for a while ({@link #inject}):
 * the database slows down, goes away or resets its connections.
 */
public final class LatencyProxy implements AutoCloseable {

    /** How long to wait for the target when a client connects; the client is closed on failure. */
    public static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
    /** Two loops are plenty for loopback relaying and leave the cores to the services. */
    private static final int THREADS = 2;
    /** The traffic shaper's accounting interval: short, so a cap holds within a request. */
    private static final long SHAPING_INTERVAL_MS = 100;

    private final EventLoopGroup group;
    private volatile Channel server;
    private final ChannelGroup channels;
    private final LongAdder accepted = new LongAdder();
    private final LongAdder failedConnects = new LongAdder();
    private final LongAdder bytesToTarget = new LongAdder();
    private final LongAdder bytesToClient = new LongAdder();
    private final AtomicBoolean closed = new AtomicBoolean();
    /** Read by every relayed chunk and every accept: a volatile read, nothing more, while healthy. */
    private volatile ProxyFault fault = ProxyFault.NONE;
    private final LongAdder refused = new LongAdder();

    private LatencyProxy(EventLoopGroup group) {
        this.group = group;
        this.channels = new DefaultChannelGroup(GlobalEventExecutor.INSTANCE);
    }

    /**
     * Starts listening on 127.0.0.1 on a free port.
     *
     * @param bytesPerSecondPerConnection cap per connection and direction; 0 for none
     */
    public static LatencyProxy start(String targetHost, int targetPort, Duration oneWayDelay,
                                     long bytesPerSecondPerConnection) throws InterruptedException {
        if (oneWayDelay.isNegative()) {
            throw new IllegalArgumentException("delay must not be negative: " + oneWayDelay);
        }
        if (bytesPerSecondPerConnection < 0) {
            throw new IllegalArgumentException("bandwidth must not be negative: " + bytesPerSecondPerConnection);
        }
        EventLoopGroup group = new MultiThreadIoEventLoopGroup(THREADS, NioIoHandler.newFactory());
        LatencyProxy proxy = new LatencyProxy(group);
        try {
            ServerBootstrap bootstrap = new ServerBootstrap()
                    .group(group)
                    .channel(NioServerSocketChannel.class)
                    // Read nothing from a client until its target connection exists.
                    .childOption(ChannelOption.AUTO_READ, false)
                    .childOption(ChannelOption.TCP_NODELAY, true)
                    .childHandler(new ChannelInitializer<SocketChannel>() {
                        @Override
                        protected void initChannel(SocketChannel client) {
                            proxy.accept(client, new InetSocketAddress(targetHost, targetPort),
                                    oneWayDelay.toNanos(), bytesPerSecondPerConnection);
                        }
                    });
            proxy.server = bootstrap.bind("127.0.0.1", 0).sync().channel();
            return proxy;
        } catch (RuntimeException | InterruptedException e) {
            group.shutdownGracefully(0, 1, TimeUnit.SECONDS);
            throw e;
        }
    }

    /**
     * Injects {@code f} until the next call ({@link ProxyFault#NONE} heals): {@link ProxyFault.Down}
     * and {@link ProxyFault.Reset} also drop every open connection now, with a reset (RST) rather
     * than a close, as a crashed server's kernel or a middlebox would.
     */
    public void inject(ProxyFault f) {
        fault = f;
        if (f instanceof ProxyFault.Down || f instanceof ProxyFault.Reset) {
            for (Channel c : channels) {
                if (c.parent() == server && c.isActive()) {
                    c.config().setOption(ChannelOption.SO_LINGER, 0);
                    c.close();
                }
            }
        }
        if (f instanceof ProxyFault.Reset) {
            fault = ProxyFault.NONE;
        }
    }

    /** The extra one-way delay now, in nanoseconds: 0 unless the database is slowed down. */
    long extraDelayNanos() {
        return fault instanceof ProxyFault.Slow(Duration extra) ? extra.toNanos() : 0;
    }

    /** Connections refused while the database was down. */
    public long refused() {
        return refused.sum();
    }

    private void accept(SocketChannel client, InetSocketAddress target, long delayNanos, long bytesPerSecond) {
        if (fault instanceof ProxyFault.Down) {
            refused.increment();
            client.config().setOption(ChannelOption.SO_LINGER, 0);
            client.close();
            return;
        }
        accepted.increment();
        channels.add(client);
        if (bytesPerSecond > 0) {
            client.pipeline().addLast(shaper(bytesPerSecond));
        }
        // Same event loop for both channels of the pair: the relays never need locks.
        ChannelFuture connect = new Bootstrap()
                .group(client.eventLoop())
                .channel(NioSocketChannel.class)
                .option(ChannelOption.AUTO_READ, false)
                .option(ChannelOption.TCP_NODELAY, true)
                .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, Math.toIntExact(CONNECT_TIMEOUT.toMillis()))
                .handler(new ChannelInboundHandlerAdapter())
                .connect(target);
        Channel upstream = connect.channel();
        channels.add(upstream);
        if (bytesPerSecond > 0) {
            upstream.pipeline().addLast(shaper(bytesPerSecond));
        }
        upstream.pipeline().addLast(new DelayedRelay(client, delayNanos, this::extraDelayNanos, bytesToClient));
        client.pipeline().addLast(new DelayedRelay(upstream, delayNanos, this::extraDelayNanos, bytesToTarget));
        client.pipeline().addLast(new CloseOnEarlyDisconnect(upstream));
        connect.addListener(f -> {
            if (f.isSuccess()) {
                client.config().setAutoRead(true);
                upstream.config().setAutoRead(true);
            } else {
                failedConnects.increment();
                client.close();
            }
        });
    }

    /** Caps writes to the channel it sits on: one direction of one connection. */
    private static ChannelTrafficShapingHandler shaper(long bytesPerSecond) {
        return new ChannelTrafficShapingHandler(bytesPerSecond, 0, SHAPING_INTERVAL_MS);
    }

    public int port() {
        return ((InetSocketAddress) server.localAddress()).getPort();
    }

    public ProxyCounters counters() {
        long open = channels.stream().filter(c -> c.parent() == server && c.isActive()).count();
        return new ProxyCounters(accepted.sum(), open, failedConnects.sum(), bytesToTarget.sum(), bytesToClient.sum());
    }

    /** Stops listening and closes every connection at once (bytes still delayed are dropped); idempotent. */
    @Override
    public void close() {
        if (closed.compareAndSet(false, true)) {
            server.close().syncUninterruptibly();
            channels.close().awaitUninterruptibly(5, TimeUnit.SECONDS);
            group.shutdownGracefully(0, 1, TimeUnit.SECONDS).awaitUninterruptibly(5, TimeUnit.SECONDS);
        }
    }

    /** A client that leaves before the target connection is up must not leave that connection behind. */
    private static final class CloseOnEarlyDisconnect extends ChannelInboundHandlerAdapter {
        private final Channel upstream;

        CloseOnEarlyDisconnect(Channel upstream) {
            this.upstream = upstream;
        }

        @Override
        public void channelInactive(ChannelHandlerContext ctx) {
            if (!upstream.isActive()) {
                upstream.close();
            }
            ctx.fireChannelInactive();
        }
    }
}
