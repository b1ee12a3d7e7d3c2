package dev.rbench.loadgen;

import io.netty.bootstrap.Bootstrap;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoop;
import io.netty.channel.epoll.EpollChannelOption;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.codec.http.HttpResponseDecoder;

import java.net.SocketAddress;

/** Opens client connections with the benchmark's socket options and HTTP pipeline. */
final class Connector {

    /**
     * Response bodies larger than this are an "other" error (a runaway response, not a benchmark
     * answer). Bodies are counted, never held, so the bound costs no memory: study 004's largest
     * stream (1,000 records of 100 KB) is about 100 MB.
     */
    static final int MAX_RESPONSE_BYTES = 256 * 1024 * 1024;

    /**
     * {@code -Drbench.loadgen.parser=netty} parses every response with Netty's decoder only, without the fast
     * parser: for comparing the two (bench/loadgen-vs-wrk.sh) and for ruling the parser out when in doubt.
     */
    static final boolean NETTY_PARSER = "netty".equals(System.getProperty("rbench.loadgen.parser"));

    private final Bootstrap template;

    Connector(LoadOptions options) {
        int connectMillis = (int) Math.min(Integer.MAX_VALUE, Math.max(1, options.connectTimeout().toMillis()));
        Bootstrap bootstrap = new Bootstrap()
                .channel(Transport.CURRENT.socketChannel())
                // Requests are single small writes; never let Nagle delay them.
                .option(ChannelOption.TCP_NODELAY, true)
                // Thousands of short-lived burst connections leave TIME_WAIT sockets behind; allow local reuse.
                .option(ChannelOption.SO_REUSEADDR, true)
                .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, connectMillis);
        if (Transport.CURRENT == Transport.EPOLL) {
            // A bound source address (SourceAddresses, large steps) leaves the port to connect(): see SourceAddresses.
            bootstrap.option(EpollChannelOption.IP_BIND_ADDRESS_NO_PORT, true);
        }
        this.template = bootstrap;
    }

    /**
     * Connects on {@code loop} itself (not any loop of the group), so the channel, its timers and its user's
     * state all live on one thread. {@code localAddress} null lets the kernel choose the source address.
     */
    ChannelFuture connect(EventLoop loop, SocketAddress address, SocketAddress localAddress,
                          ResponseHandler.Listener listener) {
        Bootstrap b = template.clone(loop)
                .handler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        // Requests are pre-encoded ByteBufs (see Step#request), so only responses need parsing:
                        // the fast parser, which switches the connection to Netty's decoder for anything unusual.
                        if (NETTY_PARSER) {
                            ch.pipeline().addLast(new HttpResponseDecoder(), new ResponseHandler(listener));
                        } else {
                            ch.pipeline().addLast(new FastResponseHandler(listener));
                        }
                    }
                });
        return localAddress == null ? b.connect(address) : b.connect(address, localAddress);
    }
}
