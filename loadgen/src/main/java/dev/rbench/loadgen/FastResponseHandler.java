package dev.rbench.loadgen;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelPipeline;
import io.netty.handler.codec.http.HttpResponseDecoder;

/**
 * The whole client pipeline of a connection while its responses have the fast shape (see {@link ResponseHead}):
 * reads the head in place, skips exactly Content-Length body bytes and tells the owning user, with no objects per
 * response. The profile of a closed loop against a hello server put Netty's {@code HttpResponseDecoder} (header
 * objects, message objects, content slices) at about a third of the generator's own Java time.
 *
 * <p>At the first response it does not fully understand, the connection switches to Netty's decoder and {@link
 * ResponseHandler} for the rest of its life: both are added behind this handler, which hands them every byte from
 * that response's start (an incomplete head is kept until it is decided) and removes itself. So anything unusual
 * (chunked, HTTP/1.0, malformed) is decoded, accepted or failed exactly as Netty's decoder alone would.
 */
final class FastResponseHandler extends ChannelInboundHandlerAdapter {

    private final ResponseHandler.Listener listener;
    private final ResponseHead head = new ResponseHead();
    /** The start of a head that arrived in pieces; null when none. */
    private ByteBuf pending;
    /** Body bytes still to come of the response being received; 0 between responses. */
    private long bodyLeft;
    private int status;
    private boolean keepAlive;
    /** Set once the connection has switched to Netty's decoder: every event is passed on. */
    private boolean fellBack;

    FastResponseHandler(ResponseHandler.Listener listener) {
        this.listener = listener;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (fellBack || !(msg instanceof ByteBuf in)) {
            ctx.fireChannelRead(msg);
            return;
        }
        ByteBuf buf = in;
        if (pending != null) {
            buf = pending.writeBytes(in);
            pending = null;
            in.release();
        }
        read(ctx, buf);
    }

    /** Consumes {@code buf}: releases it, keeps it as {@link #pending}, or hands it to Netty's decoder. */
    private void read(ChannelHandlerContext ctx, ByteBuf buf) {
        while (buf.isReadable()) {
            if (bodyLeft > 0) {
                int n = (int) Math.min(bodyLeft, buf.readableBytes());
                buf.skipBytes(n);
                bodyLeft -= n;
                if (bodyLeft == 0) {
                    listener.onResponse(ctx.channel(), status, keepAlive, false);
                }
                continue;
            }
            if (!ctx.channel().isOpen()) {
                break; // the response ended the connection; what follows it has no attempt to belong to
            }
            int headLength = head.parse(buf);
            if (headLength == ResponseHead.NEED_MORE) {
                pending = ctx.alloc().heapBuffer(Math.max(256, buf.readableBytes() * 2)).writeBytes(buf);
                break;
            }
            if (headLength == ResponseHead.FALLBACK) {
                fallBack(ctx, buf);
                return;
            }
            buf.skipBytes(headLength);
            status = head.status;
            keepAlive = head.keepAlive;
            bodyLeft = head.contentLength;
            if (bodyLeft == 0) {
                listener.onResponse(ctx.channel(), status, keepAlive, false);
            }
        }
        buf.release();
    }

    private void fallBack(ChannelHandlerContext ctx, ByteBuf fromResponseStart) {
        fellBack = true;
        ChannelPipeline pipeline = ctx.pipeline();
        pipeline.addAfter(ctx.name(), null, new ResponseHandler(listener));
        pipeline.addAfter(ctx.name(), null, new HttpResponseDecoder());
        ctx.fireChannelRead(fromResponseStart);
        if (pipeline.context(this) != null) {
            pipeline.remove(this);
        }
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        if (fellBack) {
            ctx.fireExceptionCaught(cause);
            return;
        }
        // Resets and write failures: the user classifies them as "other".
        listener.onFailure(ctx.channel(), cause);
        ctx.close();
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) throws Exception {
        if (!fellBack) {
            // Closed before a complete response (mid-head or mid-body) is an "other" error of the attempt in
            // flight, as the decoder's premature-closure failure was; closed while idle is nothing.
            listener.onClosed(ctx.channel());
        }
        super.channelInactive(ctx);
    }

    @Override
    public void handlerRemoved(ChannelHandlerContext ctx) {
        if (pending != null) {
            pending.release();
            pending = null;
        }
    }
}
