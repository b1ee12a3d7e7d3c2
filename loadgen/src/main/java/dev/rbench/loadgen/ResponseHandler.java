package dev.rbench.loadgen;

import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.TooLongFrameException;
import io.netty.handler.codec.http.HttpContent;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.util.ReferenceCountUtil;

/**
 * Last handler of a client pipeline, right after the {@code HttpResponseDecoder}: turns channel events into calls
 * on the owning virtual user. Responses are not aggregated (nothing reads their bodies): the status and keep-alive
 * come from the {@link HttpResponse} head, the response is complete at its {@link LastHttpContent} (a single
 * {@code FullHttpResponse} for an invalid message), and a decoder failure on any part of it makes the whole
 * response a failed one, as Netty's aggregator would. Every message is released.
 */
final class ResponseHandler extends ChannelInboundHandlerAdapter {

    /** Implemented by the user owning the channel; all calls happen on the channel's event loop. */
    interface Listener {
        void onResponse(Channel channel, int status, boolean keepAlive, boolean decodeFailed);

        void onFailure(Channel channel, Throwable cause);

        void onClosed(Channel channel);
    }

    private final Listener listener;
    /** State of the response being received. */
    private int status;
    private boolean keepAlive;
    private boolean failed;
    private long bodyBytes;

    ResponseHandler(Listener listener) {
        this.listener = listener;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        try {
            if (msg instanceof HttpResponse response) {
                status = response.status().code();
                keepAlive = HttpUtil.isKeepAlive(response);
                failed = response.decoderResult().isFailure();
                bodyBytes = 0;
            }
            if (msg instanceof HttpContent content) {
                if (content.decoderResult().isFailure()) {
                    failed = true;
                }
                bodyBytes += content.content().readableBytes();
                if (bodyBytes > Connector.MAX_RESPONSE_BYTES) {
                    bodyBytes = 0;
                    exceptionCaught(ctx, new TooLongFrameException(
                            "response body larger than " + Connector.MAX_RESPONSE_BYTES + " bytes"));
                    return;
                }
                if (msg instanceof LastHttpContent) {
                    listener.onResponse(ctx.channel(), status, keepAlive, failed);
                }
            }
        } finally {
            ReferenceCountUtil.release(msg);
        }
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        // Resets, oversized bodies (TooLongFrameException), write failures: the user classifies them as "other".
        listener.onFailure(ctx.channel(), cause);
        ctx.close();
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) throws Exception {
        listener.onClosed(ctx.channel());
        super.channelInactive(ctx);
    }
}
