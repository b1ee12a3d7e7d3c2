package dev.rbench.loadgen;

import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.util.ReferenceCountUtil;

/** Last handler of a client pipeline: turns channel events into calls on the owning virtual user. */
final class ResponseHandler extends ChannelInboundHandlerAdapter {

    /** Implemented by the user owning the channel; all calls happen on the channel's event loop. */
    interface Listener {
        void onResponse(Channel channel, int status, boolean keepAlive, boolean decodeFailed);

        void onFailure(Channel channel, Throwable cause);

        void onClosed(Channel channel);
    }

    private final Listener listener;

    ResponseHandler(Listener listener) {
        this.listener = listener;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        try {
            if (msg instanceof FullHttpResponse response) {
                listener.onResponse(ctx.channel(), response.status().code(), HttpUtil.isKeepAlive(response),
                        response.decoderResult().isFailure());
            }
        } finally {
            ReferenceCountUtil.release(msg);
        }
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        // Resets, oversized bodies (TooLongFrameException), decoder errors: the user classifies them as "other".
        listener.onFailure(ctx.channel(), cause);
        ctx.close();
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) throws Exception {
        listener.onClosed(ctx.channel());
        super.channelInactive(ctx);
    }
}
