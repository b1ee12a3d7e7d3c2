package dev.rbench.cli;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * A minimal Netty HTTP server that answers "hello" at once: the fastest server we can put in front
 * of a load generator, so that a benchmark of the generator measures the generator
 * ({@code bench/loadgen-vs-wrk.sh}). Not one of the stacks under test.
 */
@Command(name = "hello", hidden = true, mixinStandardHelpOptions = true,
        description = "Serve 'hello' on a minimal Netty server (for benchmarking load generators) until Ctrl-C.")
final class HelloCommand implements Callable<Integer> {

    private static final byte[] BODY = "hello".getBytes(StandardCharsets.US_ASCII);

    @Option(names = "--port", defaultValue = "8081", description = "Port (default: ${DEFAULT-VALUE}); 0 = any free port.")
    int port;

    @Option(names = "--threads", defaultValue = "1", description = "Event loops (default: ${DEFAULT-VALUE}).")
    int threads;

    @Override
    public Integer call() throws InterruptedException {
        MultiThreadIoEventLoopGroup group = new MultiThreadIoEventLoopGroup(threads, NioIoHandler.newFactory());
        try {
            Channel server = new ServerBootstrap().group(group).channel(NioServerSocketChannel.class)
                    .childHandler(new ChannelInitializer<SocketChannel>() {
                        @Override
                        protected void initChannel(SocketChannel ch) {
                            ch.pipeline().addLast(new HttpServerCodec(), new HttpObjectAggregator(65_536), new Hello());
                        }
                    })
                    .bind(new InetSocketAddress("127.0.0.1", port)).sync().channel();
            System.out.println("hello server listening port=" + ((InetSocketAddress) server.localAddress()).getPort());
            server.closeFuture().sync();
        } finally {
            group.shutdownGracefully();
        }
        return ExitCodes.OK;
    }

    private static final class Hello extends SimpleChannelInboundHandler<HttpRequest> {
        @Override
        protected void channelRead0(ChannelHandlerContext ctx, HttpRequest request) {
            ByteBuf body = Unpooled.wrappedBuffer(BODY);
            FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, HttpResponseStatus.OK, body);
            response.headers().set(HttpHeaderNames.CONTENT_TYPE, HttpHeaderValues.TEXT_PLAIN)
                    .setInt(HttpHeaderNames.CONTENT_LENGTH, BODY.length);
            boolean keepAlive = HttpUtil.isKeepAlive(request);
            if (keepAlive) {
                response.headers().set(HttpHeaderNames.CONNECTION, HttpHeaderValues.KEEP_ALIVE);
            }
            var write = ctx.writeAndFlush(response);
            if (!keepAlive) {
                write.addListener(ChannelFutureListener.CLOSE);
            }
        }
    }
}
