package dev.rbench.service.common.netty;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http.LastHttpContent;
import reactor.netty.NettyPipeline;
import reactor.netty.http.server.HttpServer;

/**
 * Asks the connection for the next request once each response is written. Reactor Netty reads a kept-alive connection
 * on demand and, up to at least 1.3.8 (the newest the build resolves), can forget to ask: a request that arrives
 * before the previous exchange has finished (answered from a timer, so the client already has the answer and sends
 * its next request at once) is queued, and when that queued request is answered synchronously the queue drains with
 * no read requested. The connection then sits unread until the client gives up (reactor/reactor-netty#4361, #4347).
 * A read request after a response is harmless where Reactor Netty made one too.
 */
public final class ReadAfterResponse extends ChannelOutboundHandlerAdapter {

    static final String NAME = "rbench.readAfterResponse";

    /** The server with the handler in every connection's pipeline. */
    public static HttpServer install(HttpServer server) {
        return server.doOnChannelInit((observer, channel, address) -> {
            if (channel.pipeline().get(NettyPipeline.HttpTrafficHandler) != null && channel.pipeline().get(NAME) == null) {
                channel.pipeline().addBefore(NettyPipeline.HttpTrafficHandler, NAME, new ReadAfterResponse());
            }
        });
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        if (!(msg instanceof LastHttpContent)) {
            ctx.write(msg, promise);
            return;
        }
        ChannelPromise written = promise.unvoid();
        written.addListener(done -> {
            if (done.isSuccess() && ctx.channel().isActive()) {
                ctx.read();
            }
        });
        ctx.write(msg, written);
    }
}
