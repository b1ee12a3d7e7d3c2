package dev.rbench.cli;

import dev.rbench.loadgen.Transport;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.codec.http.HttpObject;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpRequestDecoder;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.util.ReferenceCountUtil;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * A minimal HTTP server that answers "hello" at once: the cheapest server we can put in front of a load generator, so
 * that a benchmark of the generator measures the generator ({@code bench/loadgen-vs-wrk.sh}). Not one of the stacks
 * under test. Requests are read by Netty's decoder (any valid HTTP/1.1 request, keep-alive or not); the answer is bytes
 * encoded once, written as they are and flushed once a read, on the generator's own transport (native epoll where there
 * is one). Where the server costs more a request than the generator, the benchmark measures the server.
 */
@Command(name = "hello", hidden = true, mixinStandardHelpOptions = true,
        description = "Serve 'hello' on a minimal Netty server (for benchmarking load generators) until Ctrl-C.")
final class HelloCommand implements Callable<Integer> {

    @Option(names = "--port", defaultValue = "8081", description = "Port (default: ${DEFAULT-VALUE}); 0 = any free port.")
    int port;

    @Option(names = "--threads", defaultValue = "1", description = "Event loops (default: ${DEFAULT-VALUE}).")
    int threads;

    @Override
    public Integer call() throws InterruptedException {
        Transport transport = Transport.CURRENT;
        MultiThreadIoEventLoopGroup group = new MultiThreadIoEventLoopGroup(threads, transport.ioHandlerFactory());
        try {
            Channel server = new ServerBootstrap().group(group).channel(transport.serverSocketChannel())
                    .childHandler(new ChannelInitializer<SocketChannel>() {
                        @Override
                        protected void initChannel(SocketChannel ch) {
                            ch.pipeline().addLast(new HttpRequestDecoder(), new Hello());
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

    /**
     * One connection's requests: a request's head says whether to keep the connection, its end is answered. The answers
     * live here, not in the command, so that picocli's instance of the command, made by every rbench, allocates nothing.
     */
    static final class Hello extends ChannelInboundHandlerAdapter {
        private static final ByteBuf KEEP_ALIVE = response("HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 5\r\n"
                + "connection: keep-alive\r\n\r\nhello");
        private static final ByteBuf CLOSE = response("HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 5\r\n"
                + "connection: close\r\n\r\nhello");
        private static final ByteBuf BAD_REQUEST = response("HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\nconnection: close\r\n\r\n");

        private boolean keepAlive = true;
        private boolean closing;

        @Override
        public void channelRead(ChannelHandlerContext ctx, Object msg) {
            try {
                if (closing || !(msg instanceof HttpObject http)) {
                    return;
                }
                if (http.decoderResult().isFailure()) {
                    answer(ctx, BAD_REQUEST, false);
                } else if (http instanceof HttpRequest request) {
                    keepAlive = HttpUtil.isKeepAlive(request);
                }
                if (!closing && http instanceof LastHttpContent) {
                    answer(ctx, keepAlive ? KEEP_ALIVE : CLOSE, keepAlive);
                }
            } finally {
                ReferenceCountUtil.release(msg);
            }
        }

        private void answer(ChannelHandlerContext ctx, ByteBuf response, boolean keepOpen) {
            if (keepOpen) {
                ctx.write(response.duplicate()); // flushed once the read is done (channelReadComplete)
            } else {
                closing = true;
                ctx.writeAndFlush(response.duplicate()).addListener(ChannelFutureListener.CLOSE);
            }
        }

        @Override
        public void channelReadComplete(ChannelHandlerContext ctx) {
            ctx.flush();
        }

        /** Direct and not read-only: the epoll transport writes it from its address without a copy (a read-only view has none). */
        private static ByteBuf response(String bytes) {
            byte[] b = bytes.getBytes(StandardCharsets.US_ASCII);
            return Unpooled.unreleasableBuffer(Unpooled.directBuffer(b.length).writeBytes(b));
        }
    }
}
